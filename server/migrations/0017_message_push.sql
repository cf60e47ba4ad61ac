-- A seller's opt-in to Web Push for new messages about one ad (issue 46), on the same browser
-- subscription as the alerts. The push names the ad, never what the message says. At most one
-- push per ad and browser every `last_pushed_at` + 30 s, so a flood of messages is one buzz.
CREATE TABLE push_message_ads (
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  vehicle_id      text NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  last_pushed_at  timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, vehicle_id)
);
CREATE INDEX push_message_ads_vehicle ON push_message_ads (vehicle_id);

-- Push alerts without accounts: a browser's push subscription, its saved searches and saved ads.
-- The VAPID key pair is made on first start; one row, shared by every instance.
CREATE TABLE push_vapid (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id         bigserial PRIMARY KEY,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  lang       text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- `pending`: matches held back by the one-push-per-hour cap, told in the next push.
CREATE TABLE push_searches (
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  search_id       text NOT NULL,
  type            text NOT NULL,
  query           text NOT NULL,
  last_pushed_at  timestamptz,
  pending         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (subscription_id, search_id)
);
CREATE INDEX push_searches_pending ON push_searches (last_pushed_at) WHERE pending > 0;

CREATE TABLE push_saved_ads (
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  vehicle_id      text NOT NULL,
  last_pushed_at  timestamptz,
  PRIMARY KEY (subscription_id, vehicle_id)
);
CREATE INDEX push_saved_ads_vehicle ON push_saved_ads (vehicle_id);

-- New ads and price drops, queued by triggers so no write path has to remember; the alert job
-- claims them with FOR UPDATE SKIP LOCKED, so each is handled once however many instances run.
CREATE TABLE alert_events (
  id         bigserial PRIMARY KEY,
  vehicle_id text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('new', 'price')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION queue_alert_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_events (vehicle_id, kind)
    VALUES (NEW.id, CASE WHEN TG_OP = 'INSERT' THEN 'new' ELSE 'price' END);
  RETURN NULL;
END
$$;

CREATE TRIGGER vehicles_alert_new AFTER INSERT ON vehicles
  FOR EACH ROW EXECUTE FUNCTION queue_alert_event();
CREATE TRIGGER vehicles_alert_price AFTER UPDATE OF price ON vehicles
  FOR EACH ROW WHEN (NEW.price < OLD.price) EXECUTE FUNCTION queue_alert_event();

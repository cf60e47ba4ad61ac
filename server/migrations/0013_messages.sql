-- Messages between a buyer and an ad's seller, without accounts (issue 46). A thread belongs to
-- one ad; the buyer holds the thread's own secret token (only its SHA-256 is kept here), the
-- seller the ad's manage token (vehicles.manage_hash). Deleting the ad row deletes its threads.
CREATE TABLE message_threads (
  id              text PRIMARY KEY,
  vehicle_id      text NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  buyer_hash      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- The last message each side has read (messages.seq): unread counts.
  buyer_read      bigint NOT NULL DEFAULT 0,
  seller_read     bigint NOT NULL DEFAULT 0,
  reported_at     timestamptz,
  reported_by     text CHECK (reported_by IN ('buyer', 'seller')),
  report_reason   text,
  -- A moderator blocked this side: it can read, never send again.
  blocked_side    text CHECK (blocked_side IN ('buyer', 'seller'))
);
CREATE INDEX message_threads_vehicle ON message_threads (vehicle_id, last_message_at DESC);
CREATE INDEX message_threads_reported ON message_threads (reported_at) WHERE reported_at IS NOT NULL;

-- `seq` is global and only grows: a stream's Last-Event-ID. `warnings`: the scam guard's reason
-- codes; `held`: a phrase the moderators hold matched, so the recipient does not see it yet.
CREATE TABLE messages (
  seq        bigserial PRIMARY KEY,
  thread_id  text NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  sender     text NOT NULL CHECK (sender IN ('buyer', 'seller')),
  body       text NOT NULL,
  warnings   text[] NOT NULL DEFAULT '{}',
  held       boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_thread ON messages (thread_id, seq);

-- Deleting an ad (the owner's link or a moderator: status 'deleted') deletes its threads in the
-- same transaction, whichever code path deletes it.
CREATE FUNCTION delete_ad_threads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM message_threads WHERE vehicle_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER vehicles_delete_threads AFTER UPDATE OF status ON vehicles
  FOR EACH ROW WHEN (NEW.status = 'deleted' AND OLD.status <> 'deleted')
  EXECUTE FUNCTION delete_ad_threads();

-- Which of the moderators' scam phrases hold a message back for review (every phrase warns).
ALTER TABLE scam_phrases ADD COLUMN holds_messages boolean NOT NULL DEFAULT false;
UPDATE scam_phrases SET holds_messages = true WHERE phrase IN ('western union', 'moneygram',
  'gift card', 'itunes card', 'වෙස්ටර්න් යූනියන්', 'வெஸ்டர்ன் யூனியன்');

-- The moderators' decisions on threads are logged like the rest.
ALTER TABLE moderation_log DROP CONSTRAINT IF EXISTS moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check
  CHECK (action IN ('hide', 'restore', 'delete', 'dismiss', 'block_phone', 'unblock_phone',
    'approve', 'reject', 'add_phrase', 'remove_phrase', 'release_message', 'remove_message',
    'block_sender', 'dismiss_thread'));
CREATE INDEX messages_held ON messages (thread_id) WHERE held;

-- Visitors report ads; moderators hide, restore or delete them and block phone
-- numbers from an admin page. A hidden ad leaves lists, search and its page at once, and comes
-- back as it was when restored (its owner's status and expiry are left alone).
ALTER TABLE vehicles ADD COLUMN hidden_at timestamptz;

-- One report per visitor address and ad: `reporter` is the SHA-256 of the address, never the
-- address. A moderator's decision on the ad resolves its open reports.
CREATE TABLE reports (
  id          bigserial PRIMARY KEY,
  vehicle_id  text NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  reason      text NOT NULL
    CHECK (reason IN ('fraud', 'wrong_category', 'duplicate', 'sold', 'offensive')),
  note        text NOT NULL DEFAULT '',
  reporter    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  UNIQUE (vehicle_id, reporter)
);
CREATE INDEX reports_open ON reports (created_at DESC) WHERE resolved_at IS NULL;

-- Phone numbers (in the one Sri Lankan form ads store) that may not post.
CREATE TABLE blocked_phones (
  phone      text PRIMARY KEY,
  blocked_at timestamptz NOT NULL DEFAULT now()
);

-- Admin sessions: only the SHA-256 of the cookie's random token is kept, so any instance sharing
-- the database knows a session, and a copy of this table logs nobody in.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  moderator  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at);

-- Every moderation action: what, on which ad or phone, by whom (the name typed at login and the
-- first characters of the session's hash), why, and when.
CREATE TABLE moderation_log (
  id         bigserial PRIMARY KEY,
  action     text NOT NULL
    CHECK (action IN ('hide', 'restore', 'delete', 'dismiss', 'block_phone', 'unblock_phone')),
  vehicle_id text,
  phone      text,
  moderator  text NOT NULL,
  session    text NOT NULL,
  reason     text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_log_newest ON moderation_log (created_at DESC, id DESC);

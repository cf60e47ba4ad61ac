-- The poster manages an ad through a secret link (only its SHA-256 is kept here); ads
-- expire 60 days after posting or renewal, show "Sold" for 7 days, and deleted ones leave a
-- tombstone so their page can say so. Ads without an owner (samples, seeded, posted before this
-- migration) never expire.
ALTER TABLE vehicles ADD COLUMN manage_hash text;
ALTER TABLE vehicles ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'sold', 'deleted'));
ALTER TABLE vehicles ADD COLUMN expires_at timestamptz NOT NULL DEFAULT 'infinity';
ALTER TABLE vehicles ADD COLUMN sold_at timestamptz;

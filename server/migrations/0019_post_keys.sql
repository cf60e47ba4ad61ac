-- The posting browser's key for one ad (its Idempotency-Key header), hashed: a post sent again,
-- because the answer to the first was lost or its tab closed mid-send, gets the same ad back
-- with the same manage link (derived from the key) instead of a duplicate refusal. NULL for ads
-- posted without one.
ALTER TABLE vehicles ADD COLUMN post_key_hash text;
CREATE UNIQUE INDEX vehicles_post_key ON vehicles (post_key_hash) WHERE post_key_hash IS NOT NULL;

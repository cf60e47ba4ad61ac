-- Spam checks: a phone's posts of the last day, and duplicates of one ad.
CREATE INDEX vehicles_phone_recent ON vehicles (phone, posted_at DESC);

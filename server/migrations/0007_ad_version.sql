-- Every edit raises the ad's version; an edit sent from an older copy (another edit came first)
-- is refused, so two overlapping edits cannot drop each other's photos.
ALTER TABLE vehicles ADD COLUMN version integer NOT NULL DEFAULT 1;

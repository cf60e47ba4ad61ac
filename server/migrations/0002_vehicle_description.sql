-- The seller's description: optional plain text, so ads stored before it have NULL.
ALTER TABLE vehicles ADD COLUMN description text;

-- Keyword search covers it through search_text, which the server computes when an ad is stored
-- (searchTextOf in vehicles/vehicle-rows.ts): the full-text (search_tsv) and trigram indexes
-- follow. Rows stored before this migration have no description, so their search_text stands.
COMMENT ON COLUMN vehicles.search_text IS
  'title, make, model, location, tags, categories and description, folded, for keyword search';

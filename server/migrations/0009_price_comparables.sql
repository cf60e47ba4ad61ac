-- The fair-price badge compares an ad with live ads of the same make and model, a year either
-- side, posted in the last 180 days, with a price. This index holds exactly those candidates,
-- keyed as the query asks (model folded like the domain's foldText), and carries what the
-- percentiles and the remaining conditions read, so a badge costs one small index-only range.
CREATE INDEX vehicles_comparables ON vehicles
  (make_key, (lower(normalize(btrim(model), NFC))), year, posted_at)
  INCLUDE (price, expires_at, id)
  WHERE hidden_at IS NULL AND status = 'active' AND price IS NOT NULL;

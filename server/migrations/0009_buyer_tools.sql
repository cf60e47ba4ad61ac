-- The fair-price badge compares an ad with live ads of the same make and model, a year either
-- side, posted in the last 180 days, with a price. This index holds exactly those candidates,
-- keyed as the query asks (model folded like the domain's foldText), and carries what the
-- percentiles and the remaining conditions read, so a badge costs one small index-only range.
CREATE INDEX vehicles_comparables ON vehicles
  (make_key, (lower(normalize(btrim(model), NFC))), year, posted_at)
  INCLUDE (price, expires_at, id)
  WHERE hidden_at IS NULL AND status = 'active' AND price IS NOT NULL;

-- The leasing calculator's loan-to-value caps and default rates (one row, as JSON in the
-- domain's LoanToValueRules shape): moderators edit them on the admin page when the Central
-- Bank changes its directions. The server seeds the row from the domain's table.
CREATE TABLE lease_rules (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  rules      jsonb NOT NULL,
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

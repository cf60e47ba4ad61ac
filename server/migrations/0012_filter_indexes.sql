-- Filter pages (a make, a town) in every order: walked from the filter's own entries, already
-- in order, instead of from the whole table's order, where a rare make or an expensive price band
-- made the scan discard tens of thousands of rows. The INCLUDE columns let the other filters
-- be checked in the index, so only the page's rows are read from the table.
CREATE INDEX vehicles_listed_make_newest ON vehicles (make_key, posted_at DESC, id)
  INCLUDE (type, atv_adv, location_key, price, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_make_price ON vehicles (make_key, price ASC NULLS LAST, id)
  INCLUDE (type, atv_adv, location_key, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_make_price_desc ON vehicles (make_key, price DESC NULLS LAST, id)
  INCLUDE (type, atv_adv, location_key, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_make_mileage ON vehicles (make_key, mileage_km ASC NULLS LAST, id)
  INCLUDE (type, atv_adv, location_key, price, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_town_newest ON vehicles (location_key, posted_at DESC, id)
  INCLUDE (type, atv_adv, make_key, price, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_town_price ON vehicles (location_key, price ASC NULLS LAST, id)
  INCLUDE (type, atv_adv, make_key, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_town_price_desc ON vehicles (location_key, price DESC NULLS LAST, id)
  INCLUDE (type, atv_adv, make_key, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_town_mileage ON vehicles (location_key, mileage_km ASC NULLS LAST, id)
  INCLUDE (type, atv_adv, make_key, price, year, status, expires_at, sold_at)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');

-- Lists and search read only listed ads, in one of four orders, in one category or in all. The
-- indexes below hold only the ads that can be listed: the part of "listed" that does not depend
-- on the clock, which vehicle-list-sql.ts repeats word for word so that the planner can prove it.
-- The newest-first ones also carry the rest of the condition and the filter columns, so a count
-- is an index-only scan instead of a visit to every heap page of the category.
DROP INDEX vehicles_newest;
DROP INDEX vehicles_type_newest;
DROP INDEX vehicles_atv_adv_newest;
DROP INDEX vehicles_price;
DROP INDEX vehicles_type_price;
DROP INDEX vehicles_mileage;

CREATE INDEX vehicles_listed_type_newest ON vehicles (type, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_newest ON vehicles (posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year, atv_adv)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_atv_adv_newest ON vehicles (posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year)
  WHERE atv_adv AND hidden_at IS NULL AND status IN ('active', 'sold');

-- Prices and mileage: missing values last in every order, ties by id ascending.
CREATE INDEX vehicles_listed_type_price ON vehicles (type, price ASC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_type_price_desc ON vehicles (type, price DESC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_type_mileage ON vehicles (type, mileage_km ASC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_price ON vehicles (price ASC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_price_desc ON vehicles (price DESC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_mileage ON vehicles (mileage_km ASC NULLS LAST, id)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');

-- Counts of filter pages (a category's make and town): an index-only range of the matching ads
-- rather than of the whole category.
CREATE INDEX vehicles_listed_count_type ON vehicles (type, make_key, location_key)
  INCLUDE (status, expires_at, sold_at, price, year)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX vehicles_listed_count_make ON vehicles (make_key, location_key)
  INCLUDE (status, expires_at, sold_at, price, year, atv_adv)
  WHERE hidden_at IS NULL AND status IN ('active', 'sold');

-- Spare parts and riding gear are ads too (issue 45), in the same table as vehicle ads: one life
-- cycle (manage link, expiry, sold, renew, delete), one moderation (reports, hiding, the held
-- queue) and one screening (photo hashes, scam wording), whose tables already point here. `kind`
-- says what an ad sells. The vehicle columns are a vehicle's only; a part or gear ad keeps what is
-- its own as JSON in `item` (domain/listings/item-schema.ts), and the columns its lists filter on.
ALTER TABLE vehicles ADD COLUMN kind text NOT NULL DEFAULT 'vehicle'
  CHECK (kind IN ('vehicle', 'part', 'gear'));
ALTER TABLE vehicles ALTER COLUMN type DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN make DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN model DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN year DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN register_year DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN atv_adv DROP NOT NULL;
ALTER TABLE vehicles ALTER COLUMN make_key DROP NOT NULL;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_vehicle_fields CHECK (kind <> 'vehicle' OR (
  type IS NOT NULL AND make IS NOT NULL AND model IS NOT NULL AND year IS NOT NULL
  AND register_year IS NOT NULL AND atv_adv IS NOT NULL AND make_key IS NOT NULL));

ALTER TABLE vehicles ADD COLUMN item jsonb;
ALTER TABLE vehicles ADD COLUMN category text;
-- The brand folded like make_key (NFC, trim, lower case).
ALTER TABLE vehicles ADD COLUMN brand_key text;
ALTER TABLE vehicles ADD COLUMN size text;
-- Gear: a helmet that carries the SLS mark (true), one that does not (false); NULL for the rest.
ALTER TABLE vehicles ADD COLUMN sls boolean;
-- Parts: fits any bike, or the bikes it fits as `make|model|year` keys (domain/listings/fitment.ts).
ALTER TABLE vehicles ADD COLUMN fits_any boolean;
ALTER TABLE vehicles ADD COLUMN fit_keys text[];
ALTER TABLE vehicles ADD CONSTRAINT vehicles_item_fields CHECK (kind = 'vehicle' OR (
  item IS NOT NULL AND category IS NOT NULL AND brand_key IS NOT NULL));

-- The vehicle lists' indexes (0006, 0012) again, holding vehicle ads only: their queries say
-- kind = 'vehicle' word for word, and 200,000 parts and gear never pass through a vehicle list.
DROP INDEX vehicles_listed_type_newest;
CREATE INDEX vehicles_listed_type_newest ON vehicles (type, posted_at DESC, id) INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_newest;
CREATE INDEX vehicles_listed_newest ON vehicles (posted_at DESC, id) INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year, atv_adv)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_atv_adv_newest;
CREATE INDEX vehicles_listed_atv_adv_newest ON vehicles (posted_at DESC, id) INCLUDE (status, expires_at, sold_at, make_key, location_key, price, year)
  WHERE kind = 'vehicle' AND atv_adv AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_type_price;
CREATE INDEX vehicles_listed_type_price ON vehicles (type, price ASC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_type_price_desc;
CREATE INDEX vehicles_listed_type_price_desc ON vehicles (type, price DESC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_type_mileage;
CREATE INDEX vehicles_listed_type_mileage ON vehicles (type, mileage_km ASC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_price;
CREATE INDEX vehicles_listed_price ON vehicles (price ASC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_price_desc;
CREATE INDEX vehicles_listed_price_desc ON vehicles (price DESC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_mileage;
CREATE INDEX vehicles_listed_mileage ON vehicles (mileage_km ASC NULLS LAST, id)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_count_type;
CREATE INDEX vehicles_listed_count_type ON vehicles (type, make_key, location_key) INCLUDE (status, expires_at, sold_at, price, year)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_count_make;
CREATE INDEX vehicles_listed_count_make ON vehicles (make_key, location_key) INCLUDE (status, expires_at, sold_at, price, year, atv_adv)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_make_newest;
CREATE INDEX vehicles_listed_make_newest ON vehicles (make_key, posted_at DESC, id) INCLUDE (type, atv_adv, location_key, price, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_make_price;
CREATE INDEX vehicles_listed_make_price ON vehicles (make_key, price ASC NULLS LAST, id) INCLUDE (type, atv_adv, location_key, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_make_price_desc;
CREATE INDEX vehicles_listed_make_price_desc ON vehicles (make_key, price DESC NULLS LAST, id) INCLUDE (type, atv_adv, location_key, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_make_mileage;
CREATE INDEX vehicles_listed_make_mileage ON vehicles (make_key, mileage_km ASC NULLS LAST, id) INCLUDE (type, atv_adv, location_key, price, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_town_newest;
CREATE INDEX vehicles_listed_town_newest ON vehicles (location_key, posted_at DESC, id) INCLUDE (type, atv_adv, make_key, price, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_town_price;
CREATE INDEX vehicles_listed_town_price ON vehicles (location_key, price ASC NULLS LAST, id) INCLUDE (type, atv_adv, make_key, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_town_price_desc;
CREATE INDEX vehicles_listed_town_price_desc ON vehicles (location_key, price DESC NULLS LAST, id) INCLUDE (type, atv_adv, make_key, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');
DROP INDEX vehicles_listed_town_mileage;
CREATE INDEX vehicles_listed_town_mileage ON vehicles (location_key, mileage_km ASC NULLS LAST, id) INCLUDE (type, atv_adv, make_key, price, year, status, expires_at, sold_at)
  WHERE kind = 'vehicle' AND hidden_at IS NULL AND status IN ('active', 'sold');

-- Parts and gear lists: newest first, by price either way, with the filter columns included so
-- that a count is an index-only scan and a filtered page reads only its own rows.
CREATE INDEX parts_listed_newest ON vehicles (posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price, fits_any)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX parts_listed_category_newest ON vehicles (category, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, brand_key, condition, price, fits_any)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
-- A category and one brand (the parts view's usual pair), already in order.
CREATE INDEX parts_listed_category_brand_newest ON vehicles (category, brand_key, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, condition, price, fits_any)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX parts_listed_brand_newest ON vehicles (brand_key, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, condition, price, fits_any)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX parts_listed_price ON vehicles (price ASC NULLS LAST, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX parts_listed_price_desc ON vehicles (price DESC NULLS LAST, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
-- "Fits my bike": the parts listed for one make, model and year (a GIN lookup of its two keys),
-- and those that fit any bike, newest first from their own index.
CREATE INDEX parts_listed_fit_keys ON vehicles USING gin (fit_keys)
  WHERE kind = 'part' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX parts_listed_any_bike_newest ON vehicles (posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price)
  WHERE kind = 'part' AND fits_any AND hidden_at IS NULL AND status IN ('active', 'sold');

CREATE INDEX gear_listed_newest ON vehicles (posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price, size, sls)
  WHERE kind = 'gear' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX gear_listed_category_newest ON vehicles (category, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, brand_key, condition, price, size, sls)
  WHERE kind = 'gear' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX gear_listed_size_newest ON vehicles (size, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price, sls)
  WHERE kind = 'gear' AND hidden_at IS NULL AND status IN ('active', 'sold');
-- SLS-marked helmets only (the gear view's "SLS only"), by size.
CREATE INDEX gear_listed_sls_size_newest ON vehicles (size, posted_at DESC, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price)
  WHERE kind = 'gear' AND sls AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX gear_listed_price ON vehicles (price ASC NULLS LAST, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, size, sls)
  WHERE kind = 'gear' AND hidden_at IS NULL AND status IN ('active', 'sold');
CREATE INDEX gear_listed_price_desc ON vehicles (price DESC NULLS LAST, id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, size, sls)
  WHERE kind = 'gear' AND hidden_at IS NULL AND status IN ('active', 'sold');

-- A part that carries an engine or chassis number (an engine, a crankcase, a frame) waits for a
-- moderator before it is listed: held like a screened ad, for this reason.
ALTER TABLE held_ads ADD COLUMN papers boolean NOT NULL DEFAULT false;

-- "Fits my bike" newest first, counted from an index alone: one row per part and bike key
-- (`make|model|year`, or `make|model|*`), with what the list filters and the listed condition
-- read, kept by a trigger on every write of the ad, whichever code path makes it. (The GIN
-- index above visits one table page per matching part to count it.)
CREATE TABLE part_fits (
  fit_key    text NOT NULL,
  ad_id      text NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  posted_at  timestamptz NOT NULL,
  price      double precision,
  category   text NOT NULL,
  brand_key  text NOT NULL,
  condition  text NOT NULL,
  status     text NOT NULL,
  expires_at timestamptz NOT NULL,
  sold_at    timestamptz,
  hidden     boolean NOT NULL,
  PRIMARY KEY (fit_key, ad_id)
);
CREATE INDEX part_fits_ad ON part_fits (ad_id);
CREATE INDEX part_fits_listed_newest ON part_fits (fit_key, posted_at DESC, ad_id)
  INCLUDE (status, expires_at, sold_at, category, brand_key, condition, price)
  WHERE NOT hidden AND status IN ('active', 'sold');

CREATE FUNCTION sync_part_fits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM part_fits WHERE ad_id = NEW.id;
  IF NEW.fit_keys IS NOT NULL THEN
    INSERT INTO part_fits (fit_key, ad_id, posted_at, price, category, brand_key, condition,
        status, expires_at, sold_at, hidden)
      SELECT DISTINCT k, NEW.id, NEW.posted_at, NEW.price, NEW.category, NEW.brand_key,
        NEW.condition, NEW.status, NEW.expires_at, NEW.sold_at, NEW.hidden_at IS NOT NULL
      FROM unnest(NEW.fit_keys) AS k;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER vehicles_part_fits_insert AFTER INSERT ON vehicles
  FOR EACH ROW WHEN (NEW.kind = 'part') EXECUTE FUNCTION sync_part_fits();
CREATE TRIGGER vehicles_part_fits_update AFTER UPDATE OF fit_keys, posted_at, price, category,
    brand_key, condition, status, expires_at, sold_at, hidden_at ON vehicles
  FOR EACH ROW WHEN (NEW.kind = 'part') EXECUTE FUNCTION sync_part_fits();

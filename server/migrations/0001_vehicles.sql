-- Vehicle ads: one column per Vehicle field (src/domain/vehicles/vehicle-schema.ts), plus keys the
-- list queries need, computed by the server with the domain's own rules when an ad is stored.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE vehicles (
  id                 text PRIMARY KEY,
  type               text NOT NULL,
  title              text NOT NULL,
  make               text NOT NULL,
  model              text NOT NULL,
  year               integer NOT NULL,
  register_year      integer NOT NULL,
  price              double precision,
  mileage_km         double precision,
  engine_cc          integer,
  engine_capacity_cc integer,
  transmission       text,
  fuel_type          text,
  color              text,
  condition          text NOT NULL,
  location           text NOT NULL,
  posted_at          timestamptz NOT NULL,
  phone              text NOT NULL,
  image              text NOT NULL,
  gallery            text[] NOT NULL DEFAULT '{}',
  categories         text[] NOT NULL DEFAULT '{}',
  tags               text[] NOT NULL DEFAULT '{}',
  -- isAtvAdv(vehicle) from filter-vehicles.ts, so /browse/atv-adv is one indexed condition.
  atv_adv            boolean NOT NULL,
  -- make and location folded like the client (NFC, trim, lower case) for case-insensitive filters.
  make_key           text NOT NULL,
  location_key       text NOT NULL,
  -- title, make, model, location, tags and categories, lower case, for keyword search.
  search_text        text NOT NULL,
  search_tsv         tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED
);

-- Keyset pagination: every order ends with id, ascending, as the tie-break.
CREATE INDEX vehicles_newest ON vehicles (posted_at DESC, id);
CREATE INDEX vehicles_type_newest ON vehicles (type, posted_at DESC, id);
CREATE INDEX vehicles_atv_adv_newest ON vehicles (posted_at DESC, id) WHERE atv_adv;
CREATE INDEX vehicles_price ON vehicles (price, id);
CREATE INDEX vehicles_type_price ON vehicles (type, price, id);
CREATE INDEX vehicles_mileage ON vehicles (mileage_km, id);
CREATE INDEX vehicles_make_key ON vehicles (make_key);
CREATE INDEX vehicles_location_key ON vehicles (location_key);
CREATE INDEX vehicles_search_tsv ON vehicles USING gin (search_tsv);
CREATE INDEX vehicles_search_trgm ON vehicles USING gin (search_text gin_trgm_ops);

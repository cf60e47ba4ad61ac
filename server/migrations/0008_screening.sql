-- Screening of new ads: copied photos and scam wording hold an ad for review. A held ad has
-- status 'held', so the list indexes of 0006 (status IN ('active', 'sold')) still leave it out
-- and the listed condition needs no new column.
ALTER TABLE vehicles DROP CONSTRAINT IF EXISTS vehicles_status_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_status_check
  CHECK (status IN ('active', 'sold', 'deleted', 'held'));

-- A 64-bit difference hash of every stored photo. `plain` photos (nearly one colour) carry no
-- picture to compare, so they never hold an ad.
-- `seq` lets each server instance read only the hashes stored since it last looked.
CREATE TABLE photo_hashes (
  photo      text PRIMARY KEY,
  seq        bigserial UNIQUE,
  vehicle_id text NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  hash       bigint NOT NULL,
  plain      boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photo_hashes_vehicle ON photo_hashes (vehicle_id);

-- Why an ad is held: the scam phrase it matched, and/or the live photo it copies.
CREATE TABLE held_ads (
  vehicle_id       text PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  phrase           text,
  photo            text,
  match_vehicle_id text,
  match_photo      text,
  distance         integer,
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  decision         text CHECK (decision IN ('approve', 'reject'))
);
CREATE INDEX held_ads_open ON held_ads (created_at) WHERE decided_at IS NULL;

-- Wording that holds an ad; moderators edit the list on the admin page.
CREATE TABLE scam_phrases (
  phrase     text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO scam_phrases (phrase) VALUES
  ('advance payment'), ('pay in advance'), ('payment in advance'), ('advance deposit'),
  ('courier charge'), ('delivery charge first'), ('send money first'), ('pay first'),
  ('deposit to reserve'), ('reservation fee'), ('booking fee'), ('western union'),
  ('moneygram'), ('gift card'), ('itunes card'), ('ez cash first'), ('reload first'),
  ('advance eka'), ('advance ekak'), ('mudal kalin'), ('salli kalin'), ('kalin ewanna'),
  ('deposit karanna'), ('courier gana'), ('courier charges'),
  ('අත්තිකාරම'), ('කලින් ගෙවන්න'), ('මුදල් කලින්'), ('කුරියර් ගාස්තු'), ('තැන්පතු කරන්න'),
  ('වෙස්ටර්න් යූනියන්'), ('අඩ්වාන්ස්'),
  ('முன்பண'), ('முன்கூட்டியே பணம்'), ('பணத்தை முதலில்'), ('கூரியர் கட்டணம்'),
  ('வைப்புத் தொகை'), ('வெஸ்டர்ன் யூனியன்'), ('அட்வான்ஸ்');

-- Moderators' decisions on held ads and edits of the phrase list are logged like the rest.
ALTER TABLE moderation_log DROP CONSTRAINT IF EXISTS moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check
  CHECK (action IN ('hide', 'restore', 'delete', 'dismiss', 'block_phone', 'unblock_phone',
    'approve', 'reject', 'add_phrase', 'remove_phrase'));

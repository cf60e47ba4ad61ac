-- "Show my number" per ad (issue 46). Off: the ad's public page, lists and every API answer
-- carry no phone number and buyers message the seller on the site instead. Every ad, old and
-- new, shows its number until its seller turns this off on the manage page.
ALTER TABLE vehicles ADD COLUMN show_phone boolean NOT NULL DEFAULT true;

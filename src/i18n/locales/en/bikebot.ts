/** Strings for the bikebot feature. Add keys here and the same keys in ../si/bikebot.ts. */
export const bikebot = {
  heading: 'bikebot',
};

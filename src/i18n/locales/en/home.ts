/** Strings for the home feature. Add keys here and the same keys in ../si/home.ts. */
export const home = {
  heading: 'home',
};

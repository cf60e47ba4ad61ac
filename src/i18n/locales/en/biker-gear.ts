/** Strings for the biker-gear feature. Add keys here and the same keys in ../si/biker-gear.ts. */
export const bikerGear = {
  heading: 'bikerGear',
};

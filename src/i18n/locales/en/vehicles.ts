/** Strings for the vehicles feature. Add keys here and the same keys in ../si/vehicles.ts. */
export const vehicles = {
  heading: 'vehicles',
};

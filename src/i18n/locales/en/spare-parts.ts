/** Strings for the spare-parts feature. Add keys here and the same keys in ../si/spare-parts.ts. */
export const spareParts = {
  heading: 'spareParts',
};

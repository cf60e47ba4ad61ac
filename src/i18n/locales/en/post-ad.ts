/** Strings for the post-ad feature. Add keys here and the same keys in ../si/post-ad.ts. */
export const postAd = {
  heading: 'postAd',
};

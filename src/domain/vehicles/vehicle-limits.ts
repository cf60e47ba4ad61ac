let yearLimit = { max: 0, from: 0, until: 0 };

export const VEHICLE_LIMITS = {
  minYear: 1950,
  /** Once per calendar year: a Date per read showed up at start-up with 10,000 stored ads. */
  maxYear: (): number => {
    const now = Date.now();
    if (now < yearLimit.from || now >= yearLimit.until) {
      const year = new Date(now).getFullYear();
      yearLimit = {
        max: year + 1,
        from: new Date(year, 0, 1).getTime(),
        until: new Date(year + 1, 0, 1).getTime(),
      };
    }
    return yearLimit.max;
  },
  maxAmount: 100_000_000, // price and mileage must be below this
  maxEngineCc: 10_000,
  titleMax: 120,
  makeMax: 40,
  modelMax: 60,
  shortTextMax: 40,
  locationMax: 60,
  descriptionMax: 3_000,
  phoneMax: 20,
  urlMax: 2_048,
  /** Uploaded photos are re-encoded to about 200 KB. */
  dataUrlMax: 1_500_000,
  galleryMax: 12,
  listMax: 20,
} as const;

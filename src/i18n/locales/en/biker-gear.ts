/** Strings for the biker-gear feature. Add keys here and the same keys in ../si/biker-gear.ts. */
export const bikerGear = {
  hero: {
    title: 'Biker gear',
    subtitle:
      'Helmets, gloves, jackets, boots and rain gear from trusted brands, sold by riders and verified shops across Sri Lanka.',
  },
  filters: {
    title: 'Filter gear',
    size: 'Size',
    anySize: 'Any size',
    brand: 'Brand',
    allBrands: 'All brands',
    price: 'Price (Rs.)',
    anyPrice: 'Any price',
    bands: {
      'up-to-5000': 'Up to 5,000',
      '5000-15000': '5,000-15,000',
      '15000-30000': '15,000-30,000',
      '30000-plus': '30,000 and above',
    },
    condition: 'Condition',
    anyCondition: 'Any condition',
    verifiedOnly: 'Verified sellers only',
    reset: 'Reset filters',
  },
  categories: {
    label: 'Category',
    all: 'All gear',
    helmets: 'Helmets',
    gloves: 'Gloves',
    jackets: 'Jackets',
    boots: 'Boots',
    rainGear: 'Rain gear',
    reflectiveVests: 'Reflective vests',
  },
  helmetTypes: {
    label: 'Helmet type',
    all: 'All helmets',
    full: 'Full face',
    half: 'Half',
    modular: 'Modular',
  },
  conditions: { new: 'New', used: 'Used' },
  sort: {
    label: 'Sort by',
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
  list: {
    countOne: '1 item',
    countOther: '{{n}} items',
    empty: 'No gear matches these filters.',
    size: 'Size {{size}}',
    verified: 'Verified seller',
    rating: '{{n}} out of 5',
  },
};

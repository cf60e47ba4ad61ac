export const spareParts = {
  hero: {
    title: 'Spare parts',
    subtitle:
      'Engine, tyre, electrical and chain parts for Honda, Yamaha, Bajaj, TVS and Hero bikes from sellers across Sri Lanka.',
  },
  filters: {
    title: 'Filter parts',
    brand: 'Brand',
    allBrands: 'All brands',
    compatibility: 'Fits model',
    compatibilityPlaceholder: 'e.g. Pulsar 150',
    condition: 'Condition',
    anyCondition: 'Any condition',
    reset: 'Reset filters',
  },
  categories: {
    label: 'Category',
    all: 'All parts',
    engine: 'Engine',
    tyres: 'Tyres & wheels',
    electrical: 'Electrical',
    chains: 'Chains & sprockets',
    accessories: 'Accessories',
  },
  conditions: { new: 'New', used: 'Used', refurbished: 'Refurbished' },
  sort: {
    label: 'Sort by',
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
  list: {
    countOne: '1 item',
    countOther: '{{n}} items',
    empty: 'No parts match these filters.',
    fits: 'Fits: {{models}}',
  },
};

export const home = {
  hero: {
    title: 'Find your next ride in Sri Lanka',
    subtitle:
      'Motorcycles, scooters, spare parts and riding gear from sellers across the island. Call or WhatsApp them directly.',
    postAd: 'Post Your Ad',
  },
  search: {
    title: 'Search bikes',
    brand: 'Brand',
    allBrands: 'All brands',
    model: 'Model',
    modelPlaceholder: 'e.g. Dio, FZ, Pulsar',
    price: 'Price range',
    anyPrice: 'Any price',
    prices: {
      '0-100000': 'under Rs. 100,000',
      '100000-300000': 'Rs. 100,000 – 300,000',
      '300000-500000': 'Rs. 300,000 – 500,000',
      '500000+': 'above Rs. 500,000',
    },
    location: 'Location',
    allLocations: 'All locations',
    locations: {
      colombo: 'Colombo',
      kandy: 'Kandy',
      galle: 'Galle',
      jaffna: 'Jaffna',
      negombo: 'Negombo',
    },
    submit: 'Search',
  },
  categories: {
    title: 'Browse by category',
  },
  featured: {
    title: 'Featured listings',
    viewAll: 'View all bikes',
    year: 'Year {{year}}',
    conditions: { New: 'New', Used: 'Used' },
    more: 'Find out more',
    moreAbout: 'Find out more about {{title}}',
    error: 'Featured listings could not be loaded.',
  },
};

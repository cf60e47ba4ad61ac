import { chunkError } from './chunk-error.ts';

export const common = {
  meta: {
    titleSuffix: 'BikeBazaar Sri Lanka',
    homeTitle: 'Motorcycles, scooters, spare parts and biker gear for sale in Sri Lanka',
    homeDescription:
      'Buy and sell motorcycles and scooters in Sri Lanka. Browse bikes, spare parts and biker gear, call or WhatsApp sellers, and post your own ad free.',
    sparePartsTitle: 'Motorcycle spare parts for sale in Sri Lanka',
    bikerGearTitle: 'Helmets and biker gear for sale in Sri Lanka',
    browseTitle: '{{category}} for sale in Sri Lanka',
    browseDescription:
      'Browse {{category}} for sale across Sri Lanka. Filter by location, make, year and price.',
    vehicleDescription: '{{title}} for sale in {{location}}. Call or WhatsApp the seller.',
    vehicleDescriptionSold:
      'Sold: {{title}} is no longer for sale. See similar bikes for sale in Sri Lanka.',
    vehicleDescriptionNoLocation: '{{title}} for sale in Sri Lanka. Call or WhatsApp the seller.',
    postAdTitle: 'Post your vehicle ad',
    postAdDescription: 'Sell your motorcycle or scooter: post a free ad with photos in minutes.',
    notFoundTitle: 'Listing not found',
    savedTitle: 'Saved ads',
    savedDescription: 'The motorcycle and scooter ads you saved on this device.',
  },
  /** Shown at the top of every page when JavaScript is off. */
  noscript:
    'JavaScript is off: you can read the ads, but filters, posting an ad and BikeBot need it.',
  a11y: {
    skipToContent: 'Skip to main content',
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logo: 'BikeBazaar home',
    newTab: '(opens in a new tab)',
  },
  nav: {
    home: 'Home',
    spareParts: 'Spare Parts',
    bikerGear: 'Biker Gear',
    postAd: 'Post Ad',
    saved: 'Saved',
    savedCount: 'Saved ads: {{n}}',
    messages: 'Messages',
    switchLanguage: 'Switch language',
  },
  categories: {
    scooters: 'Scooters',
    trail: 'Trail',
    sport: 'Sport',
    cruiser: 'Classic / Cruiser',
    electric: 'Electric',
    'high-capacity': 'High Capacity',
    'atv-adv': 'ATV / ADV',
    all: 'Bikes',
  },
  footer: {
    tagline: "Sri Lanka's marketplace for motorcycles, scooters, spare parts and riding gear.",
    quickLinks: 'Quick links',
    searchBikes: 'Search bikes',
    browseCategories: 'Browse categories',
    featured: 'Featured listings',
    postAd: 'Post your ad',
    categories: 'Categories',
    contact: 'Contact us',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    followUs: 'Follow us',
    facebook: 'Facebook',
    youtube: 'YouTube',
    language: 'Language',
    copyright: '© {{year}} {{site}}. All rights reserved.',
  },
  safetyNote: {
    title: 'Stay safe when you buy',
    advance: 'Never pay in advance or send a deposit.',
    papers: 'See the bike and its papers before you pay.',
    chassis: 'Check that the chassis number matches the registration book.',
  },
  contactSeller: {
    button: 'Contact Seller',
    call: 'Call {{phone}}',
    whatsapp: 'WhatsApp',
    options: 'Contact {{name}}',
  },
  currency: {
    vehicle: 'Rs:',
    item: 'Rs.',
    negotiable: 'Negotiable',
  },
  status: {
    loading: 'Loading…',
  },
  chunkError,
  lists: {
    /** A list's link to its next page (server-rendered lists: it works without JavaScript). */
    moreAds: 'More ads',
  },
  pageError: {
    title: 'Something went wrong',
    body: 'Something went wrong. Please try again.',
  },
  placeholder: {
    comingSoon: 'This section is being built.',
  },
  pwa: {
    label: 'App status',
    updateAvailable: 'A new version of BikeBazaar is available.',
    reload: 'Reload',
    later: 'Later',
    offlineReady: 'The pages you open on BikeBazaar now also work without an internet connection.',
    offline: "You're offline. Pages you've opened before still work.",
    dismiss: 'Close',
  },
};

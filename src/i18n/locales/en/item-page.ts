/** The page of one spare part or riding gear ad, `/item/{id}` (marketplace server only). */
export const itemPage = {
  kinds: { part: 'Spare part', gear: 'Riding gear' },
  untitled: 'Untitled ad',
  back: 'Back',
  posted: 'Posted {{date}}',
  loading: 'Loading the ad…',
  details: {
    title: 'Details',
    category: 'Category',
    brand: 'Brand',
    condition: 'Condition',
    partNumber: 'Part number',
    size: 'Size',
    helmetSize: 'Helmet size',
    helmetCm: '{{cm}} cm',
    helmetType: 'Helmet type',
    sls: 'SLS mark',
    location: 'Location',
  },
  conditions: { new: 'New', used: 'Used', refurbished: 'Refurbished' },
  helmetTypes: { full: 'Full face', half: 'Half', modular: 'Modular', openFace: 'Open face' },
  sls: {
    absent: 'No mark',
    yes: 'Carries the SLS mark',
    no: 'No SLS mark: not for road use in Sri Lanka',
  },
  fitment: {
    title: 'Fits these bikes',
    any: 'Fits any bike',
    none: 'The seller has not said which bikes this part fits.',
  },
  myBike: {
    fits: 'Listed for your {{bike}}',
    notListed: 'Not listed for your {{bike}}: check with the seller',
  },
  papers: {
    title: 'Engine or frame number',
    body: 'This part carries an engine or chassis number. Before you pay, match the number on the part against its papers (the registration certificate).',
  },
  description: 'Description',
  notFound: {
    title: 'Ad not found',
    body: 'This ad does not exist, or it is waiting for a check.',
    parts: 'Browse spare parts',
    gear: 'Browse biker gear',
  },
  gone: {
    sold: 'This item has been sold',
    expired: 'This ad has expired',
    deleted: 'This ad was removed',
    body: 'It is no longer for sale. Similar items are listed here:',
  },
  meta: {
    description: '{{title}} in {{location}}: photos, price and the seller’s contact on BikeBazaar.',
    descriptionNoLocation: '{{title}}: photos, price and the seller’s contact on BikeBazaar.',
    notFound: 'This ad is not on BikeBazaar.',
  },
};

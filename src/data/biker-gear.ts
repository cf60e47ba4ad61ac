import { places, toListedAt, type CatalogItem, type Place } from './catalog-items';

export const gearCategories = [
  'helmets',
  'gloves',
  'jackets',
  'boots',
  'rainGear',
  'reflectiveVests',
] as const;
export type GearCategory = (typeof gearCategories)[number];

export const helmetTypes = ['full', 'half', 'modular'] as const;
export type HelmetType = (typeof helmetTypes)[number];

export const gearBrands = [
  'HJC',
  'Arai',
  'Shoei',
  'AGV',
  'Alpinestars',
  'Dainese',
  'Fox',
  "Rev'it",
] as const;
export type GearBrand = (typeof gearBrands)[number];

export const gearSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type GearSize = (typeof gearSizes)[number];

export const gearConditions = ['new', 'used'] as const;
export type GearCondition = (typeof gearConditions)[number];

export type GearItem = CatalogItem & {
  category: GearCategory;
  subCategory: HelmetType | null;
  brand: GearBrand;
  size: GearSize;
  condition: GearCondition;
  rating: 1 | 2 | 3 | 4 | 5;
  verifiedSeller: boolean;
};

type Row = [
  id: string,
  en: string,
  si: string,
  ta: string,
  category: GearCategory,
  subCategory: HelmetType | null,
  brand: GearBrand,
  size: GearSize,
  condition: GearCondition,
  price: number,
  place: Place,
  rating: GearItem['rating'],
  verified: boolean,
  phone: string,
  listedAt: string,
];

// prettier-ignore
const rows: Row[] = [
  ['bg-001', 'HJC i10 full-face helmet', 'HJC i10 ෆුල් ෆේස් හෙල්මට්', 'HJC i10 ஃபுல் ஃபேஸ் ஹெல்மெட்', 'helmets', 'full', 'HJC', 'M', 'new', 45000, 'colombo', 5, true, '0771122301', '2024-11-20'],
  ['bg-002', 'Arai Quantic full-face helmet', 'Arai Quantic ෆුල් ෆේස් හෙල්මට්', 'Arai Quantic ஃபுல் ஃபேஸ் ஹெல்மெட்', 'helmets', 'full', 'Arai', 'L', 'new', 185000, 'colombo', 5, true, '0712233402', '2024-11-19'],
  ['bg-003', 'Shoei GT-Air 3 full-face helmet', 'Shoei GT-Air 3 ෆුල් ෆේස් හෙල්මට්', 'Shoei GT-Air 3 ஃபுல் ஃபேஸ் ஹெல்மெட்', 'helmets', 'full', 'Shoei', 'M', 'used', 120000, 'kandy', 4, true, '0763344503', '2024-11-18'],
  ['bg-004', 'AGV K1 S full-face helmet', 'AGV K1 S ෆුල් ෆේස් හෙල්මට්', 'AGV K1 S ஃபுல் ஃபேஸ் ஹெல்மெட்', 'helmets', 'full', 'AGV', 'S', 'new', 68000, 'negombo', 4, false, '0754455604', '2024-11-17'],
  ['bg-005', 'HJC IS-33 II open-face (half) helmet', 'HJC IS-33 II ඕපන් ෆේස් (හාෆ්) හෙල්මට්', 'HJC IS-33 II ஓபன் ஃபேஸ் (ஹாஃப்) ஹெல்மெட்', 'helmets', 'half', 'HJC', 'L', 'new', 28000, 'galle', 4, true, '0725566705', '2024-11-16'],
  ['bg-006', 'AGV Orbyt half helmet', 'AGV Orbyt හාෆ් හෙල්මට්', 'AGV Orbyt ஹாஃப் ஹெல்மெட்', 'helmets', 'half', 'AGV', 'M', 'used', 15000, 'kurunegala', 3, false, '0786677806', '2024-11-15'],
  ['bg-007', 'Half helmet with sun visor', 'සන් වයිසර් සහිත හාෆ් හෙල්මට්', 'சன் வைசருடன் ஹாஃப் ஹெல்மெட்', 'helmets', 'half', 'HJC', 'XL', 'used', 5000, 'matara', 3, false, '0707788907', '2024-11-14'],
  ['bg-008', 'HJC RPHA 91 modular helmet', 'HJC RPHA 91 මොඩියුලර් හෙල්මට්', 'HJC RPHA 91 மொடியுலர் ஹெல்மெட்', 'helmets', 'modular', 'HJC', 'L', 'new', 140000, 'colombo', 5, true, '0778899008', '2024-11-13'],
  ['bg-009', 'Shoei Neotec 3 modular helmet', 'Shoei Neotec 3 මොඩියුලර් හෙල්මට්', 'Shoei Neotec 3 மொடியுலர் ஹெல்மெட்', 'helmets', 'modular', 'Shoei', 'XL', 'new', 230000, 'kandy', 5, true, '0719900109', '2024-11-12'],
  ['bg-010', 'AGV Tourmodular helmet', 'AGV Tourmodular මොඩියුලර් හෙල්මට්', 'AGV Tourmodular மொடியுலர் ஹெல்மெட்', 'helmets', 'modular', 'AGV', 'M', 'used', 95000, 'gampaha', 4, false, '0760011210', '2024-11-11'],
  ['bg-011', 'Alpinestars SMX-1 Air v2 gloves', 'Alpinestars SMX-1 Air v2 අත්වැසුම්', 'Alpinestars SMX-1 Air v2 கையுறைகள்', 'gloves', null, 'Alpinestars', 'M', 'new', 14500, 'colombo', 5, true, '0751122311', '2024-11-10'],
  ['bg-012', 'Dainese Carbon 4 Short gloves', 'Dainese Carbon 4 Short අත්වැසුම්', 'Dainese Carbon 4 Short கையுறைகள்', 'gloves', null, 'Dainese', 'L', 'new', 30000, 'negombo', 4, true, '0722233412', '2024-11-09'],
  ['bg-013', 'Fox Dirtpaw motocross gloves', 'Fox Dirtpaw මොටොක්‍රොස් අත්වැසුම්', 'Fox Dirtpaw மோட்டோகிராஸ் கையுறைகள்', 'gloves', null, 'Fox', 'S', 'new', 7500, 'badulla', 4, false, '0783344513', '2024-11-08'],
  ['bg-014', "Rev'it Sand 4 gloves", "Rev'it Sand 4 අත්වැසුම්", "Rev'it Sand 4 கையுறைகள்", 'gloves', null, "Rev'it", 'XL', 'used', 9000, 'ratnapura', 3, false, '0704455614', '2024-11-07'],
  ['bg-015', 'Fox Ranger summer gloves', 'Fox Ranger හුළං යන අත්වැසුම්', 'Fox Ranger காற்றோட்டமான கையுறைகள்', 'gloves', null, 'Fox', 'XS', 'used', 3500, 'jaffna', 3, true, '0775566715', '2024-11-06'],
  ['bg-016', 'Alpinestars T-GP Plus R v3 Air jacket', 'Alpinestars T-GP Plus R v3 Air ජැකට්', 'Alpinestars T-GP Plus R v3 Air ஜாக்கெட்', 'jackets', null, 'Alpinestars', 'L', 'new', 78000, 'colombo', 5, true, '0716677816', '2024-11-05'],
  ['bg-017', 'Dainese Air Frame D1 mesh jacket', 'Dainese Air Frame D1 මෙෂ් ජැකට්', 'Dainese Air Frame D1 மெஷ் ஜாக்கெட்', 'jackets', null, 'Dainese', 'M', 'new', 92000, 'kandy', 5, true, '0767788917', '2024-11-04'],
  ['bg-018', "Rev'it Eclipse 2 summer jacket", "Rev'it Eclipse 2 හුළං යන ජැකට්", "Rev'it Eclipse 2 காற்றோட்டமான ஜாக்கெட்", 'jackets', null, "Rev'it", 'XXL', 'used', 38000, 'galle', 4, false, '0758899018', '2024-11-03'],
  ['bg-019', 'Fox Legion off-road jacket', 'Fox Legion ඕෆ් රෝඩ් ජැකට්', 'Fox Legion ஓஃப் ரோட் ஜாக்கெட்', 'jackets', null, 'Fox', 'L', 'used', 29500, 'anuradhapura', 4, true, '0729900119', '2024-11-02'],
  ['bg-020', 'Alpinestars leather riding jacket', 'Alpinestars ලෙදර් රයිඩින් ජැකට්', 'Alpinestars லெதர் ரைடிங் ஜாக்கெட்', 'jackets', null, 'Alpinestars', 'XL', 'used', 65000, 'nuwaraEliya', 4, false, '0780011220', '2024-11-01'],
  ['bg-021', 'Alpinestars SMX-6 v3 boots', 'Alpinestars SMX-6 v3 බූට්ස්', 'Alpinestars SMX-6 v3 பூட்ஸ்', 'boots', null, 'Alpinestars', 'L', 'new', 98000, 'colombo', 5, true, '0701122321', '2024-10-31'],
  ['bg-022', 'Dainese Torque 3 Out boots', 'Dainese Torque 3 Out බූට්ස්', 'Dainese Torque 3 Out பூட்ஸ்', 'boots', null, 'Dainese', 'M', 'used', 75000, 'kurunegala', 4, true, '0772233422', '2024-10-30'],
  ['bg-023', 'Fox Comp motocross boots', 'Fox Comp මොටොක්‍රොස් බූට්ස්', 'Fox Comp மோட்டோகிராஸ் பூட்ஸ்', 'boots', null, 'Fox', 'XL', 'new', 55000, 'trincomalee', 4, false, '0713344523', '2024-10-29'],
  ['bg-024', "Rev'it Mohave riding shoes", "Rev'it Mohave රයිඩින් සපත්තු", "Rev'it Mohave ரைடிங் சப்பாத்து", 'boots', null, "Rev'it", 'S', 'used', 16000, 'kalutara', 3, false, '0764455624', '2024-10-28'],
  ['bg-025', "Rev'it Acid 4 H2O rain suit", "Rev'it Acid 4 H2O රේන් සූට්", "Rev'it Acid 4 H2O மழை உடை", 'rainGear', null, "Rev'it", 'L', 'new', 22000, 'kandy', 5, true, '0755566725', '2024-10-27'],
  ['bg-026', 'Dainese Storm 2 rain jacket', 'Dainese Storm 2 රේන් ජැකට්', 'Dainese Storm 2 மழை ஜாக்கெட்', 'rainGear', null, 'Dainese', 'M', 'new', 26500, 'colombo', 4, true, '0726677826', '2024-10-26'],
  ['bg-027', 'Alpinestars Hurricane rain pants', 'Alpinestars Hurricane වැසි කලිසම', 'Alpinestars Hurricane மழைக் காற்சட்டை', 'rainGear', null, 'Alpinestars', 'XL', 'used', 8500, 'ratnapura', 3, false, '0787788927', '2024-10-25'],
  ['bg-028', 'Fox Legion packable rain shell', 'Fox Legion නවා ගත හැකි වැසි කබාය', 'Fox Legion மடித்து வைக்கக்கூடிய மழை அங்கி', 'rainGear', null, 'Fox', 'S', 'new', 12500, 'galle', 4, false, '0708899028', '2024-10-24'],
  ['bg-029', "Rev'it Connector WB reflective vest", "Rev'it Connector WB රිෆ්ලෙක්ටර් ජැකට්", "Rev'it Connector WB ரிஃப்ளெக்டர் ஜாக்கெட்", 'reflectiveVests', null, "Rev'it", 'M', 'new', 4800, 'colombo', 5, true, '0779900129', '2024-10-23'],
  ['bg-030', 'Alpinestars hi-vis safety vest', 'Alpinestars hi-vis රිෆ්ලෙක්ටර් ජැකට්', 'Alpinestars hi-vis ரிஃப்ளெக்டர் ஜாக்கெட்', 'reflectiveVests', null, 'Alpinestars', 'L', 'new', 3900, 'gampaha', 4, true, '0710011230', '2024-10-22'],
  ['bg-031', 'Dainese Smart Jacket reflective vest', 'Dainese Smart Jacket රිෆ්ලෙක්ටර් ජැකට්', 'Dainese Smart Jacket ரிஃப்ளெக்டர் ஜாக்கெட்', 'reflectiveVests', null, 'Dainese', 'XL', 'used', 2500, 'jaffna', 2, false, '0761122331', '2024-10-21'],
  ['bg-032', 'Fox hi-vis mesh vest', 'Fox hi-vis මෙෂ් රිෆ්ලෙක්ටර් ජැකට්', 'Fox hi-vis மெஷ் ரிஃப்ளெக்டர் ஜாக்கெட்', 'reflectiveVests', null, 'Fox', 'XXL', 'new', 1800, 'matara', 3, false, '0752233432', '2024-10-20'],
  ['bg-033', 'Arai Concept-XE retro full-face helmet', 'Arai Concept-XE රෙට්‍රෝ ෆුල් ෆේස් හෙල්මට්', 'Arai Concept-XE ரெட்ரோ ஃபுல் ஃபேஸ் ஹெல்மெட்', 'helmets', 'full', 'Arai', 'XS', 'used', 110000, 'nuwaraEliya', 5, true, '0723344533', '2024-10-19'],
];

export const bikerGear: GearItem[] = rows.map(
  ([
    id,
    en,
    si,
    ta,
    category,
    subCategory,
    brand,
    size,
    condition,
    price,
    place,
    rating,
    verified,
    phone,
    listedAt,
  ]) => ({
    id,
    name: { en, si, ta },
    category,
    subCategory,
    brand,
    size,
    condition,
    price,
    location: places[place],
    rating,
    verifiedSeller: verified,
    image: subCategory ? `/images/gear/helmet-${subCategory}.svg` : `/images/gear/${category}.svg`,
    phone,
    listedAt: toListedAt(listedAt),
  }),
);

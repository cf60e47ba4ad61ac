import { places, toListedAt, type CatalogItem, type Place } from './catalog-items';

export const sparePartCategories = [
  'engine',
  'tyres',
  'electrical',
  'chains',
  'accessories',
] as const;
export type SparePartCategory = (typeof sparePartCategories)[number];

export const sparePartBrands = ['Honda', 'Yamaha', 'Bajaj', 'TVS', 'Hero'] as const;
export type SparePartBrand = (typeof sparePartBrands)[number];

export const sparePartConditions = ['new', 'used', 'refurbished'] as const;
export type SparePartCondition = (typeof sparePartConditions)[number];

export type SparePart = CatalogItem & {
  category: SparePartCategory;
  brand: SparePartBrand;
  compatibility: string;
  condition: SparePartCondition;
};

/** One drawing per kind of part (scripts/make-catalogue-art.mjs). */
export const sparePartPictures = [
  ...sparePartCategories,
  'piston',
  'clutch-plates',
  'gasket',
  'carburettor',
  'air-filter',
  'oil-filter',
  'chain-tensioner',
  'inner-tube',
  'alloy-wheel',
  'battery',
  'headlight-bulb',
  'cdi-unit',
  'regulator-rectifier',
  'starter-motor',
  'indicator',
  'spark-plug',
  'chain',
  'sprocket',
  'chain-guard',
  'crash-guard',
  'seat-cover',
  'tail-box',
  'carrier-rack',
  'brake-pads',
  'phone-holder',
  'mudguard',
] as const;
export type SparePartPicture = (typeof sparePartPictures)[number];

const imageOf = (picture: SparePartPicture) => `/images/parts/${picture}.svg`;

type Row = [
  id: string,
  en: string,
  si: string,
  ta: string,
  category: SparePartCategory,
  brand: SparePartBrand,
  compatibility: string,
  condition: SparePartCondition,
  price: number,
  place: Place,
  phone: string,
  listedAt: string,
  picture: SparePartPicture,
];

// prettier-ignore
const rows: Row[] = [
  ['sp-001', 'Piston kit (STD, 50 mm)', 'පිස්ටන් කට්ටලය (STD, 50 mm)', 'பிஸ்டன் கிட் (STD, 50 mm)', 'engine', 'Honda', 'Honda Dio 110, Activa 110', 'new', 8500, 'colombo', '0771234501', '2024-11-20', 'piston'],
  ['sp-002', 'Clutch plate set', 'ක්ලච් ප්ලේට් කට්ටලය', 'கிளச் பிளேட் செட்', 'engine', 'Bajaj', 'Bajaj Pulsar 150, Discover 135', 'new', 4200, 'kandy', '0712345602', '2024-11-19', 'clutch-plates'],
  ['sp-003', 'Cylinder head gasket', 'සිලින්ඩර් හෙඩ් ගෑස්කට්', 'சிலிண்டர் ஹெட் கேஸ்கட்', 'engine', 'Yamaha', 'Yamaha FZ-S V2, FZ16', 'new', 1350, 'galle', '0763456703', '2024-11-18', 'gasket'],
  ['sp-004', 'Carburettor assembly', 'කාබියුරේටරය (සම්පූර්ණ)', 'காபரேட்டர் (முழுமையானது)', 'engine', 'TVS', 'TVS Apache RTR 160', 'refurbished', 12500, 'kurunegala', '0754567804', '2024-11-17', 'carburettor'],
  ['sp-005', 'Air filter element', 'එයාර් ෆිල්ටරය', 'எயார் ஃபில்டர்', 'engine', 'Hero', 'Hero Splendor Plus, HF Deluxe', 'new', 950, 'negombo', '0725678905', '2024-11-16', 'air-filter'],
  ['sp-006', 'Oil filter', 'ඔයිල් ෆිල්ටරය', 'ஒயில் ஃபில்டர்', 'engine', 'Yamaha', 'Yamaha Ray ZR, Fascino', 'new', 650, 'matara', '0786789006', '2024-11-15', 'oil-filter'],
  ['sp-007', 'Complete engine (125 cc)', 'සම්පූර්ණ එන්ජිම (125 cc)', 'முழு எஞ்சின் (125 cc)', 'engine', 'Honda', 'Honda CB Shine 125, Dream Yuga', 'used', 48000, 'anuradhapura', '0707890107', '2024-11-14', 'engine'],
  ['sp-008', 'Cam chain tensioner', 'කැම් චේන් ටෙන්ෂනරය', 'கேம் செயின் டென்ஷனர்', 'engine', 'Bajaj', 'Bajaj CT100, Platina 100', 'new', 1850, 'ratnapura', '0778901208', '2024-11-13', 'chain-tensioner'],
  ['sp-009', 'Front tyre 2.75-18 tube type', 'ඉදිරි ටයරය 2.75-18 ටියුබ් සහිත', 'முன் டயர் 2.75-18 டியூப் உள்ளது', 'tyres', 'Hero', 'Hero Splendor, Passion Pro', 'new', 6200, 'gampaha', '0719012309', '2024-11-12', 'tyres'],
  ['sp-010', 'Rear tyre 100/80-17 tubeless', 'පිටුපස ටයරය 100/80-17 ටියුබ්ලස්', 'பின் டயர் 100/80-17 டியூப்லெஸ்', 'tyres', 'Yamaha', 'Yamaha FZ-S, Fazer 150', 'new', 14500, 'colombo', '0760123410', '2024-11-11', 'tyres'],
  ['sp-011', 'Scooter tyre 90/100-10', 'ස්කූටර් ටයරය 90/100-10', 'ஸ்கூட்டர் டயர் 90/100-10', 'tyres', 'Honda', 'Honda Dio, Activa 125', 'new', 7800, 'jaffna', '0751234511', '2024-11-10', 'tyres'],
  ['sp-012', 'Rear tyre 130/70-17 (60% tread)', 'පිටුපස ටයරය 130/70-17 (60% ට්‍රෙඩ්)', 'பின் டயர் 130/70-17 (60% ட்ரெட்)', 'tyres', 'Bajaj', 'Bajaj Pulsar NS200, Dominar 250', 'used', 9500, 'kandy', '0722345612', '2024-11-09', 'tyres'],
  ['sp-013', 'Inner tube 3.00-18', 'ටියුබය 3.00-18', 'டியூப் 3.00-18', 'tyres', 'TVS', 'TVS Metro, Star City', 'new', 1650, 'batticaloa', '0783456713', '2024-11-08', 'inner-tube'],
  ['sp-014', 'Alloy wheel, rear', 'පිටුපස ඇලෝයි රෝදය', 'பின் அலோய் வீல்', 'tyres', 'TVS', 'TVS Apache RTR 160 4V', 'refurbished', 18500, 'trincomalee', '0704567814', '2024-11-07', 'alloy-wheel'],
  ['sp-015', 'Battery 12V 5Ah (maintenance free)', 'බැටරිය 12V 5Ah (නඩත්තු රහිත)', 'பற்றரி 12V 5Ah (பராமரிப்புத் தேவையில்லை)', 'electrical', 'Honda', 'Honda Dio, Hornet 160R, CB Shine', 'new', 9800, 'colombo', '0775678915', '2024-11-06', 'battery'],
  ['sp-016', 'LED headlight bulb H4', 'LED හෙඩ්ලයිට් බල්බය H4', 'LED ஹெட்லைட் பல்ப் H4', 'electrical', 'Yamaha', 'Yamaha FZ-S V3, R15', 'new', 3500, 'negombo', '0716789016', '2024-11-05', 'headlight-bulb'],
  ['sp-017', 'CDI unit', 'CDI ඒකකය', 'CDI யூனிட்', 'electrical', 'Bajaj', 'Bajaj Pulsar 150, Pulsar 180', 'used', 5500, 'kurunegala', '0767890117', '2024-11-04', 'cdi-unit'],
  ['sp-018', 'Regulator rectifier', 'රෙගියුලේටර් රෙක්ටිෆයර්', 'ரெகுலேட்டர் ரெக்டிஃபயர்', 'electrical', 'Hero', 'Hero Glamour, Hunk 150', 'new', 3900, 'badulla', '0758901218', '2024-11-03', 'regulator-rectifier'],
  ['sp-019', 'Starter motor', 'ස්ටාටර් මෝටරය', 'ஸ்டார்ட்டர் மோட்டர்', 'electrical', 'TVS', 'TVS Ntorq 125, Wego', 'refurbished', 11000, 'galle', '0729012319', '2024-11-02', 'starter-motor'],
  ['sp-020', 'Indicator set (4 pcs)', 'සිග්නල් ලයිට් කට්ටලය (4)', 'சிக்னல் லைட் செட் (4)', 'electrical', 'Honda', 'Honda CB Hornet 160R, Unicorn', 'new', 2800, 'kalutara', '0780123420', '2024-11-01', 'indicator'],
  ['sp-021', 'Spark plug', 'ස්පාර්ක් ප්ලග්', 'ஸ்பார்க் பிளக்', 'electrical', 'Bajaj', 'Bajaj Discover 125, CT100, Platina', 'new', 550, 'matara', '0701234521', '2024-10-31', 'spark-plug'],
  ['sp-022', 'Chain sprocket kit 428H', 'චේන් ස්පොකට් කට්ටලය 428H', 'செயின் ஸ்ப்ரொக்கெட் கிட் 428H', 'chains', 'Bajaj', 'Bajaj Pulsar 150, Discover 135', 'new', 7200, 'colombo', '0772345622', '2024-10-30', 'chains'],
  ['sp-023', 'Drive chain 428H, 118 links', 'ඩ්‍රයිව් චේන් 428H, පුරුක් 118', 'டிரைவ் செயின் 428H, 118 கண்ணிகள்', 'chains', 'Hero', 'Hero Splendor Plus, Passion Pro', 'new', 3400, 'anuradhapura', '0713456723', '2024-10-29', 'chain'],
  ['sp-024', 'Rear sprocket 42T', 'පිටුපස ස්පොකට් 42T', 'பின் ஸ்ப்ரொக்கெட் 42T', 'chains', 'Yamaha', 'Yamaha FZ16, FZ-S', 'used', 1800, 'kandy', '0764567824', '2024-10-28', 'sprocket'],
  ['sp-025', 'O-ring chain kit 520', 'O-රින්ග් චේන් කට්ටලය 520', 'O-ரிங் செயின் கிட் 520', 'chains', 'TVS', 'TVS Apache RTR 200 4V', 'new', 16500, 'gampaha', '0755678925', '2024-10-27', 'chains'],
  ['sp-026', 'Chain guard cover', 'චේන් ගාඩ් කවරය', 'செயின் கார்ட் கவர்', 'chains', 'Honda', 'Honda CB Shine, Dream Neo', 'refurbished', 1500, 'jaffna', '0726789026', '2024-10-26', 'chain-guard'],
  ['sp-027', 'Side mirror pair', 'සයිඩ් කණ්ණාඩි යුගලය', 'சைட் மிரர் ஜோடி', 'accessories', 'Honda', 'Honda Dio, Activa, Grazia', 'new', 1900, 'negombo', '0787890127', '2024-10-25', 'accessories'],
  ['sp-028', 'Crash guard (leg guard)', 'ක්‍රෑෂ් ගාඩ් (ලෙග් ගාඩ්)', 'கிராஷ் கார்ட் (லெக் கார்ட்)', 'accessories', 'Bajaj', 'Bajaj Pulsar 150, Pulsar 180', 'new', 6500, 'ratnapura', '0708901228', '2024-10-24', 'crash-guard'],
  ['sp-029', 'Seat cover, waterproof', 'වතුර නොවදින සීට් කවරය', 'நீர் புகாத சீட் கவர்', 'accessories', 'TVS', 'TVS Ntorq 125, Jupiter', 'new', 2200, 'colombo', '0779012329', '2024-10-23', 'seat-cover'],
  ['sp-030', 'Tail box 30 L', 'ටේල් බොක්ස් ලීටර් 30', 'டெயில் பொக்ஸ் 30 லீற்றர்', 'accessories', 'Yamaha', 'Yamaha Ray ZR, FZ-S', 'used', 7500, 'trincomalee', '0710123430', '2024-10-22', 'tail-box'],
  ['sp-031', 'Rear carrier rack', 'පිටුපස කැරියර් රාක්කය', 'பின் கேரியர் ரேக்', 'accessories', 'Hero', 'Hero Maestro Edge, Pleasure Plus', 'new', 4800, 'kalutara', '0761234531', '2024-10-21', 'carrier-rack'],
  ['sp-032', 'Brake pads, front disc', 'ඉදිරි ඩිස්ක් බ්‍රේක් පෑඩ්', 'முன் டிஸ்க் பிரேக் பேட்', 'accessories', 'Yamaha', 'Yamaha FZ-S V3, Fazer 25', 'new', 2400, 'galle', '0752345632', '2024-10-20', 'brake-pads'],
  ['sp-033', 'Mobile phone holder with USB charger', 'USB චාජර් සහිත ෆෝන් හෝල්ඩරය', 'USB சார்ஜருடன் ஃபோன் ஹோல்டர்', 'accessories', 'Bajaj', 'Bajaj, Honda, Yamaha, TVS', 'new', 3200, 'kurunegala', '0723456733', '2024-10-19', 'phone-holder'],
  ['sp-034', 'Front mudguard', 'ඉදිරි මඩ්ගාඩ් එක', 'முன் மட்கார்ட்', 'accessories', 'Honda', 'Honda CD 125, Dream Yuga', 'used', 1200, 'badulla', '0784567834', '2024-10-18', 'mudguard'],
];

export const spareParts: SparePart[] = rows.map(
  ([
    id,
    en,
    si,
    ta,
    category,
    brand,
    compatibility,
    condition,
    price,
    place,
    phone,
    listedAt,
    picture,
  ]) => ({
    id,
    name: { en, si, ta },
    category,
    brand,
    compatibility,
    condition,
    price,
    location: places[place],
    image: imageOf(picture),
    phone,
    listedAt: toListedAt(listedAt),
  }),
);

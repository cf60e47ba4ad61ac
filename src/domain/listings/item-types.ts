/**
 * Spare parts and riding gear as real ads (issue 45): their kinds, categories and sizes. Plain
 * TypeScript, shared by the server, the app and the static build's sample catalogue.
 */

/** What an ad sells. Vehicles keep their own schema (domain/vehicles); all three share one table. */
export const adKinds = ['vehicle', 'part', 'gear'] as const;
export type AdKind = (typeof adKinds)[number];
export type ItemKind = Exclude<AdKind, 'vehicle'>;
export const itemKinds = ['part', 'gear'] as const satisfies readonly ItemKind[];

/** SPEC.md §3's five, then what sellers need. */
export const partCategories = [
  'engine',
  'tyres',
  'electrical',
  'chains',
  'accessories',
  'brakes',
  'suspension',
  'bodyFrame',
  'lighting',
  'exhaust',
  'other',
] as const;
export type PartCategory = (typeof partCategories)[number];

/** SPEC.md §3's six. */
export const gearCategories = [
  'helmets',
  'gloves',
  'jackets',
  'boots',
  'rainGear',
  'reflectiveVests',
] as const;
export type GearCategory = (typeof gearCategories)[number];

export const gearSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type GearSize = (typeof gearSizes)[number];

export const helmetTypes = ['full', 'half', 'modular', 'openFace'] as const;
export type HelmetType = (typeof helmetTypes)[number];

export const partConditions = ['new', 'used', 'refurbished'] as const;
export type PartCondition = (typeof partConditions)[number];
export const gearConditions = ['new', 'used'] as const;
export type GearCondition = (typeof gearConditions)[number];

/** SPEC.md §5: the brands the filters offer; an ad may name any other. */
export const partBrands = ['Honda', 'Yamaha', 'Bajaj', 'TVS', 'Hero'] as const;
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

/** SPEC.md §5: edges inclusive (5,000 is in the first two bands); the sample catalogue's ids. */
export const gearPriceBands = {
  'up-to-5000': { min: null, max: 5_000 },
  '5000-15000': { min: 5_000, max: 15_000 },
  '15000-30000': { min: 15_000, max: 30_000 },
  '30000-plus': { min: 30_000, max: null },
} as const satisfies Record<string, { min: number | null; max: number | null }>;
export type GearPriceBand = keyof typeof gearPriceBands;
export const gearPriceBandIds = Object.keys(gearPriceBands) as GearPriceBand[];

/** Helmet sizes in centimetres (head circumference), when a seller adds one. */
export const HELMET_CM = { min: 48, max: 66 } as const;

export const ITEM_LIMITS = {
  brandMax: 40,
  partNumberMax: 40,
  fitmentMax: 12,
} as const;

export function isItemKind(value: unknown): value is ItemKind {
  return value === 'part' || value === 'gear';
}

export { isItemId } from './item-id';

import type { ItemAd } from '@/domain/listings/item-schema';

/** English words of a category and helmet type, so "brake", "helmet" or "full face" find ads. */
const CATEGORY_WORDS: Record<string, string> = {
  engine: 'engine',
  tyres: 'tyre tyres tire',
  electrical: 'electrical',
  chains: 'chain chains sprocket',
  accessories: 'accessories accessory',
  brakes: 'brake brakes',
  suspension: 'suspension shock',
  bodyFrame: 'body frame',
  lighting: 'lighting light',
  exhaust: 'exhaust silencer',
  other: '',
  helmets: 'helmet helmets',
  gloves: 'gloves glove',
  jackets: 'jacket jackets',
  boots: 'boots boot',
  rainGear: 'rain gear',
  reflectiveVests: 'reflective vest',
};

const HELMET_WORDS: Record<string, string> = {
  full: 'full face',
  half: 'half',
  modular: 'modular',
  openFace: 'open face',
};

export function categoryLabelWords(ad: ItemAd): string[] {
  const words = [CATEGORY_WORDS[ad.category] ?? ''];
  if (ad.kind === 'gear' && ad.helmetType) words.push(HELMET_WORDS[ad.helmetType] ?? '');
  return words;
}

import type { Language } from '@/i18n/languages';

import { canonicalPlaceName, places, type LocalizedText } from '@/domain/places';

export { places, type LocalizedText, type Place } from '@/domain/places';

let byEnglish: Map<string, LocalizedText> | undefined;

export function placeName(value: string, lang: Language): string {
  if (lang === 'en' || value === '') return value;
  byEnglish ??= new Map(Object.values(places).map((place) => [place.en.toLowerCase(), place]));
  return byEnglish.get(canonicalPlaceName(value).toLowerCase())?.[lang] ?? value;
}

const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = {
  si: /^[\u0d80-\u0dff]/,
  ta: /^[\u0b80-\u0bff]/,
};

// Unicode orders Sinhala letters as the alphabet does, and Tamil nearly so: only ழ ள ற ன (which no
// word starts with) and the Grantha ஜ ஷ ஸ ஹ (which follow வ) sit apart.
export function sortByPlaceName(values: readonly string[], lang: Language): string[] {
  if (lang === 'en') return [...values];
  const script = SCRIPT[lang];
  const keyed = values.map((value) => {
    const name = placeName(value, lang).toLowerCase();
    return { value, key: `${script.test(name) ? 0 : 1}${name}` };
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((entry) => entry.value);
}

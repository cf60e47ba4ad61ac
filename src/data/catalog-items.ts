/** What the spare parts and biker gear catalogues have in common (SPEC §3). */
export type LocalizedText = { en: string; si: string };

export type CatalogItem = {
  id: string;
  name: LocalizedText;
  price: number;
  location: LocalizedText;
  image: string;
  phone: string;
  listedAt: string;
};

/** Every catalogue image is a 400×300 SVG illustration of its category. */
export const CATALOG_IMAGE_SIZE = { width: 400, height: 300 } as const;

export const places = {
  colombo: { en: 'Colombo', si: 'කොළඹ' },
  kandy: { en: 'Kandy', si: 'මහනුවර' },
  galle: { en: 'Galle', si: 'ගාල්ල' },
  jaffna: { en: 'Jaffna', si: 'යාපනය' },
  negombo: { en: 'Negombo', si: 'මීගමුව' },
  kurunegala: { en: 'Kurunegala', si: 'කුරුණෑගල' },
  matara: { en: 'Matara', si: 'මාතර' },
  anuradhapura: { en: 'Anuradhapura', si: 'අනුරාධපුරය' },
  ratnapura: { en: 'Ratnapura', si: 'රත්නපුර' },
  gampaha: { en: 'Gampaha', si: 'ගම්පහ' },
  badulla: { en: 'Badulla', si: 'බදුල්ල' },
  nuwaraEliya: { en: 'Nuwara Eliya', si: 'නුවරඑළිය' },
  trincomalee: { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය' },
  batticaloa: { en: 'Batticaloa', si: 'මඩකලපුව' },
  kalutara: { en: 'Kalutara', si: 'කළුතර' },
} satisfies Record<string, LocalizedText>;
export type Place = keyof typeof places;

/** Sample rows give a date; every listing went up at 09:00 Sri Lanka time. */
export function toListedAt(date: string): string {
  return `${date}T09:00:00+05:30`;
}

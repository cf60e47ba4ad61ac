import { buildPublicUrl } from './public-url.ts';

declare const __PUBLIC_URL__: string | undefined;

/** The provider and the product name live here, so a rename is one edit. */
export const site = {
  name: 'BikeBazaar',
  /** The server's own is `config.publicUrl`. */
  url:
    typeof __PUBLIC_URL__ === 'string'
      ? __PUBLIC_URL__
      : buildPublicUrl(globalThis.process?.env.PUBLIC_URL),
  // Shown as every Sri Lankan number is (getDisplayPhone); called in +94 form from anywhere.
  phone: '011 234 5678',
  phoneHref: 'tel:+94112345678',
  whatsappNumber: '94112345678',
  email: 'hello@bikebazaar.lk',
  address: {
    en: 'No. 42, Galle Road, Colombo 03, Sri Lanka',
    si: 'අංක 42, ගාලු පාර, කොළඹ 03, ශ්‍රී ලංකාව',
    ta: 'இல. 42, காலி வீதி, கொழும்பு 03, இலங்கை',
  },
  social: {
    facebook: 'https://www.facebook.com/bikebazaar.lk',
    youtube: 'https://www.youtube.com/@bikebazaarlk',
  },
  copyrightYear: 2024,
} as const;

import { registerNamespace } from '../registry';

/** Makes the 'postAd' texts available to t() in English (registry.ts loads other languages). */
export function registerPostAdTexts(): void {
  registerNamespace(
    'postAd',
    import.meta.glob('../locales/en/post-ad.ts', { eager: true, import: 'postAd' }),
  );
}

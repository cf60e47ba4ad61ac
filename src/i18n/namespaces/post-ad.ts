import { registerNamespace } from '../registry';

/** Makes the 'postAd' texts of every language available to t(). Call before they are needed. */
export function registerPostAdTexts(): void {
  registerNamespace(
    'postAd',
    import.meta.glob('../locales/*/post-ad.ts', { eager: true, import: 'postAd' }),
  );
}

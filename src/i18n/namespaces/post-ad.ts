import { registerNamespace } from '../registry';

export function registerPostAdTexts(): void {
  registerNamespace(
    'postAd',
    import.meta.glob('../locales/en/post-ad.ts', { eager: true, import: 'postAd' }),
  );
}

import { registerNamespace } from '../registry';

export function registerPostAdTexts(): void {
  registerNamespace(
    'postAd',
    import.meta.glob('../locales/*/post-ad.ts', { eager: true, import: 'postAd' }),
  );
}

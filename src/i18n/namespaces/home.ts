import { registerNamespace } from '../registry';

/** Makes the 'home' texts available to t() in English (registry.ts loads other languages). */
export function registerHomeTexts(): void {
  registerNamespace(
    'home',
    import.meta.glob('../locales/en/home.ts', { eager: true, import: 'home' }),
  );
}

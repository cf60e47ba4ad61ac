import { registerNamespace } from '../registry';

/** Makes the 'common' texts available to t() in English (registry.ts loads other languages). */
export function registerCommonTexts(): void {
  registerNamespace(
    'common',
    import.meta.glob('../locales/en/common.ts', { eager: true, import: 'common' }),
  );
}

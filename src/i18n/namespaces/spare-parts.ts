import { registerNamespace } from '../registry';

/** Makes the 'spareParts' texts available to t() in English (registry.ts loads other languages). */
export function registerSparePartsTexts(): void {
  registerNamespace(
    'spareParts',
    import.meta.glob('../locales/en/spare-parts.ts', { eager: true, import: 'spareParts' }),
  );
}

import { registerNamespace } from '../registry';

export function registerSparePartsTexts(): void {
  registerNamespace(
    'spareParts',
    import.meta.glob('../locales/en/spare-parts.ts', { eager: true, import: 'spareParts' }),
  );
}

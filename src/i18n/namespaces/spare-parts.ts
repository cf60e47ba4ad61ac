import { registerNamespace } from '../registry';

export function registerSparePartsTexts(): void {
  registerNamespace(
    'spareParts',
    import.meta.glob('../locales/*/spare-parts.ts', { eager: true, import: 'spareParts' }),
  );
}

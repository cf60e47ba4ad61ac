import { registerNamespace } from '../registry';

/** Makes the 'spareParts' texts of every language available to t(). Call before they are needed. */
export function registerSparePartsTexts(): void {
  registerNamespace(
    'spareParts',
    import.meta.glob('../locales/*/spare-parts.ts', { eager: true, import: 'spareParts' }),
  );
}

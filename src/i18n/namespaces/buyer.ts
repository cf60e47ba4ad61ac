import { registerNamespace } from '../registry';

/** Makes the 'buyer' texts of every language available to t(). Call before they are needed. */
export function registerBuyerTexts(): void {
  registerNamespace(
    'buyer',
    import.meta.glob('../locales/*/buyer.ts', { eager: true, import: 'buyer' }),
  );
}

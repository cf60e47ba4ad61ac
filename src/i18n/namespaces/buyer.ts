import { registerNamespace } from '../registry';

export function registerBuyerTexts(): void {
  registerNamespace(
    'buyer',
    import.meta.glob('../locales/en/buyer.ts', { eager: true, import: 'buyer' }),
  );
}

import { registerNamespace } from '../registry';

export function registerItemPageTexts(): void {
  registerNamespace(
    'itemPage',
    import.meta.glob('../locales/en/item-page.ts', { eager: true, import: 'itemPage' }),
  );
}

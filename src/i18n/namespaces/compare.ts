import { registerNamespace } from '../registry';

export function registerCompareTexts(): void {
  registerNamespace(
    'compare',
    import.meta.glob('../locales/en/compare.ts', { eager: true, import: 'compare' }),
  );
}

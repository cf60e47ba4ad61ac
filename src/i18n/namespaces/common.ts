import { registerNamespace } from '../registry';

export function registerCommonTexts(): void {
  registerNamespace(
    'common',
    import.meta.glob('../locales/*/common.ts', { eager: true, import: 'common' }),
  );
}

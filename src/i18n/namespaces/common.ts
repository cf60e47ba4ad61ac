import { registerNamespace } from '../registry';

/** Makes the 'common' texts of every language available to t(). Call before they are needed. */
export function registerCommonTexts(): void {
  registerNamespace(
    'common',
    import.meta.glob('../locales/*/common.ts', { eager: true, import: 'common' }),
  );
}

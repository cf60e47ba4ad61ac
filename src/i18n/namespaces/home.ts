import { registerNamespace } from '../registry';

/** Makes the 'home' texts of every language available to t(). Call before they are needed. */
export function registerHomeTexts(): void {
  registerNamespace(
    'home',
    import.meta.glob('../locales/*/home.ts', { eager: true, import: 'home' }),
  );
}

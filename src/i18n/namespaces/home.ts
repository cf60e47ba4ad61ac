import { registerNamespace } from '../registry';

export function registerHomeTexts(): void {
  registerNamespace(
    'home',
    import.meta.glob('../locales/*/home.ts', { eager: true, import: 'home' }),
  );
}

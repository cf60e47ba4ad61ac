import { registerNamespace } from '../registry';

export function registerHomeTexts(): void {
  registerNamespace(
    'home',
    import.meta.glob('../locales/en/home.ts', { eager: true, import: 'home' }),
  );
}

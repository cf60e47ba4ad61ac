import { registerNamespace } from '../registry';

export function registerBikebotTexts(): void {
  registerNamespace(
    'bikebot',
    import.meta.glob('../locales/en/bikebot.ts', { eager: true, import: 'bikebot' }),
  );
}

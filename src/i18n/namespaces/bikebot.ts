import { registerNamespace } from '../registry';

export function registerBikebotTexts(): void {
  registerNamespace(
    'bikebot',
    import.meta.glob('../locales/*/bikebot.ts', { eager: true, import: 'bikebot' }),
  );
}

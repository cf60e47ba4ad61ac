import { registerNamespace } from '../registry';

/** Makes the 'bikebot' texts available to t() in English (registry.ts loads other languages). */
export function registerBikebotTexts(): void {
  registerNamespace(
    'bikebot',
    import.meta.glob('../locales/en/bikebot.ts', { eager: true, import: 'bikebot' }),
  );
}

import { registerNamespace } from '../registry';

/** Makes the 'bikebot' texts of every language available to t(). Call before they are needed. */
export function registerBikebotTexts(): void {
  registerNamespace(
    'bikebot',
    import.meta.glob('../locales/*/bikebot.ts', { eager: true, import: 'bikebot' }),
  );
}

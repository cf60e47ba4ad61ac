import { registerNamespace } from '../registry';

/** Makes the 'vehicles' texts of every language available to t(). Call before they are needed. */
export function registerVehiclesTexts(): void {
  registerNamespace(
    'vehicles',
    import.meta.glob('../locales/*/vehicles.ts', { eager: true, import: 'vehicles' }),
  );
}

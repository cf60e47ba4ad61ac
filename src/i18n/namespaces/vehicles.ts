import { registerNamespace } from '../registry';

/** Makes the 'vehicles' texts available to t() in English (registry.ts loads other languages). */
export function registerVehiclesTexts(): void {
  registerNamespace(
    'vehicles',
    import.meta.glob('../locales/en/vehicles.ts', { eager: true, import: 'vehicles' }),
  );
}

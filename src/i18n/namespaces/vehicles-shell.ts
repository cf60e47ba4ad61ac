import { registerNamespace } from '../registry';

/** What a list or an ad page shows before its islands load (see locales/en/vehicles.ts). */
export function registerVehiclesShellTexts(): void {
  registerNamespace(
    'vehicles',
    import.meta.glob('../locales/en/vehicles.ts', { eager: true, import: 'vehicles' }),
  );
}

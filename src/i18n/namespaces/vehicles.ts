import { registerNamespace } from '../registry';

export function registerVehiclesTexts(): void {
  registerNamespace(
    'vehicles',
    import.meta.glob('../locales/en/vehicles.ts', { eager: true, import: 'vehicles' }),
  );
}

import { registerNamespace } from '../registry';
import { registerVehiclesShellTexts } from './vehicles-shell';

/** The whole `vehicles` namespace: its shell part and the rest (locales/en/vehicles-more.ts). */
export function registerVehiclesTexts(): void {
  registerVehiclesShellTexts();
  registerNamespace(
    'vehicles',
    import.meta.glob('../locales/en/vehicles-more.ts', { eager: true, import: 'vehiclesMore' }),
    'vehicles-more',
  );
}

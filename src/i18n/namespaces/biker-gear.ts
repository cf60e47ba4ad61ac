import { registerNamespace } from '../registry';

/** Makes the 'bikerGear' texts available to t() in English (registry.ts loads other languages). */
export function registerBikerGearTexts(): void {
  registerNamespace(
    'bikerGear',
    import.meta.glob('../locales/en/biker-gear.ts', { eager: true, import: 'bikerGear' }),
  );
}

import { registerNamespace } from '../registry';

/** Makes the 'bikerGear' texts of every language available to t(). Call before they are needed. */
export function registerBikerGearTexts(): void {
  registerNamespace(
    'bikerGear',
    import.meta.glob('../locales/*/biker-gear.ts', { eager: true, import: 'bikerGear' }),
  );
}

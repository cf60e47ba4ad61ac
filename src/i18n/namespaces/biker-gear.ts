import { registerNamespace } from '../registry';

export function registerBikerGearTexts(): void {
  registerNamespace(
    'bikerGear',
    import.meta.glob('../locales/en/biker-gear.ts', { eager: true, import: 'bikerGear' }),
  );
}

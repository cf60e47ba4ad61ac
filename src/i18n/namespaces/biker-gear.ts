import { registerNamespace } from '../registry';

export function registerBikerGearTexts(): void {
  registerNamespace(
    'bikerGear',
    import.meta.glob('../locales/*/biker-gear.ts', { eager: true, import: 'bikerGear' }),
  );
}

import { registerNamespace } from '../registry';

// Importing this module makes the 'bikerGear' texts of every language available to t().
registerNamespace(
  'bikerGear',
  import.meta.glob('../locales/*/biker-gear.ts', { eager: true, import: 'bikerGear' }),
);

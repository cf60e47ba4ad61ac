import { registerNamespace } from '../registry';

// Importing this module makes the 'bikebot' texts of every language available to t().
registerNamespace(
  'bikebot',
  import.meta.glob('../locales/*/bikebot.ts', { eager: true, import: 'bikebot' }),
);

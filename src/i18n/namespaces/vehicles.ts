import { registerNamespace } from '../registry';

// Importing this module makes the 'vehicles' texts of every language available to t().
registerNamespace(
  'vehicles',
  import.meta.glob('../locales/*/vehicles.ts', { eager: true, import: 'vehicles' }),
);

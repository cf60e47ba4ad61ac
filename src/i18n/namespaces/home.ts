import { registerNamespace } from '../registry';

// Importing this module makes the 'home' texts of every language available to t().
registerNamespace(
  'home',
  import.meta.glob('../locales/*/home.ts', { eager: true, import: 'home' }),
);

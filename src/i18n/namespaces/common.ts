import { registerNamespace } from '../registry';

// Importing this module makes the 'common' texts of every language available to t().
registerNamespace(
  'common',
  import.meta.glob('../locales/*/common.ts', { eager: true, import: 'common' }),
);

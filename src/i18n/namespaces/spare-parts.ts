import { registerNamespace } from '../registry';

// Importing this module makes the 'spareParts' texts of every language available to t().
registerNamespace(
  'spareParts',
  import.meta.glob('../locales/*/spare-parts.ts', { eager: true, import: 'spareParts' }),
);

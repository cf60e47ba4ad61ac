import { registerNamespace } from '../registry';

// Importing this module makes the 'postAd' texts of every language available to t().
registerNamespace(
  'postAd',
  import.meta.glob('../locales/*/post-ad.ts', { eager: true, import: 'postAd' }),
);

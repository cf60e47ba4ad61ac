import { registerNamespace } from '../registry';

/** Makes the 'admin' texts available to t() in English (registry.ts loads other languages). */
export function registerAdminTexts(): void {
  registerNamespace(
    'admin',
    import.meta.glob('../locales/en/admin.ts', { eager: true, import: 'admin' }),
  );
}

import { registerNamespace } from '../registry';

/** Makes the 'admin' texts of every language available to t(). Call before they are needed. */
export function registerAdminTexts(): void {
  registerNamespace(
    'admin',
    import.meta.glob('../locales/*/admin.ts', { eager: true, import: 'admin' }),
  );
}

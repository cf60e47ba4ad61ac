import { registerNamespace } from '../registry';

export function registerAdminTexts(): void {
  registerNamespace(
    'admin',
    import.meta.glob('../locales/en/admin.ts', { eager: true, import: 'admin' }),
  );
}

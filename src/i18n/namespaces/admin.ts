import { registerNamespace } from '../registry';

export function registerAdminTexts(): void {
  registerNamespace(
    'admin',
    import.meta.glob('../locales/*/admin.ts', { eager: true, import: 'admin' }),
  );
}

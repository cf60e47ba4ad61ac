import { registerNamespace } from '../registry';

export function registerAlertsTexts(): void {
  registerNamespace(
    'alerts',
    import.meta.glob('../locales/en/alerts.ts', { eager: true, import: 'alerts' }),
  );
}

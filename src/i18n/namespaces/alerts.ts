import { registerNamespace } from '../registry';

/** Makes the 'alerts' texts of every language available to t(). Call before they are needed. */
export function registerAlertsTexts(): void {
  registerNamespace(
    'alerts',
    import.meta.glob('../locales/*/alerts.ts', { eager: true, import: 'alerts' }),
  );
}

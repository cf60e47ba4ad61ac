import { registerNamespace } from '../registry';

/** Makes the 'report' texts of every language available to t(). Call before they are needed. */
export function registerReportTexts(): void {
  registerNamespace(
    'report',
    import.meta.glob('../locales/*/report.ts', { eager: true, import: 'report' }),
  );
}

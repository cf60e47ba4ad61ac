import { registerNamespace } from '../registry';

export function registerReportTexts(): void {
  registerNamespace(
    'report',
    import.meta.glob('../locales/*/report.ts', { eager: true, import: 'report' }),
  );
}

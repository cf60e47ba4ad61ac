import { registerNamespace } from '../registry';

/** Makes the 'report' texts available to t() in English (registry.ts loads other languages). */
export function registerReportTexts(): void {
  registerNamespace(
    'report',
    import.meta.glob('../locales/en/report.ts', { eager: true, import: 'report' }),
  );
}

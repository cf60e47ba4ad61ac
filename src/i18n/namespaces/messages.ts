import { registerNamespace } from '../registry';

export function registerMessagesTexts(): void {
  registerNamespace(
    'messages',
    import.meta.glob('../locales/en/messages.ts', { eager: true, import: 'messages' }),
  );
}

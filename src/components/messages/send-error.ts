import { messageErrorKeys } from '@/domain/messages/message-schema';
import type { TranslationKey } from '@/i18n/catalog';

const byCode: Record<string, TranslationKey> = {
  rate_limited: 'messages.errors.rate_limited',
  thread_ended: 'messages.errors.thread_ended',
  blocked: 'messages.errors.blocked',
  forbidden: 'messages.errors.forbidden',
  gone: 'messages.errors.gone',
  not_found: 'messages.errors.not_found',
  rejected: 'messages.errors.rejected',
};

const textKeys = new Set<string>(Object.values(messageErrorKeys));

/** The text key for a refused send: the field's own key (the shared schema's), else the code's. */
export function sendErrorKey(code: string, fields: Record<string, string> = {}): TranslationKey {
  const field = fields.text;
  if (field && textKeys.has(field)) return field as TranslationKey;
  return byCode[code] ?? 'messages.errors.failed';
}

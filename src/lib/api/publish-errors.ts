import type { TranslationKey } from '@/i18n/catalog';

const PUBLISH_ERRORS: Record<string, TranslationKey> = {
  network: 'postAd.errors.server.network',
  rate_limited: 'postAd.errors.server.rateLimited',
  phone_limit: 'postAd.errors.server.phoneLimit',
  blocked: 'postAd.errors.server.blocked',
  duplicate: 'postAd.errors.server.duplicate',
  photo_invalid: 'postAd.errors.server.photoInvalid',
  photo_too_large: 'postAd.errors.server.photoTooLarge',
  too_large: 'postAd.errors.server.tooLarge',
  validation: 'postAd.errors.summary',
  forbidden: 'postAd.manage.forbidden',
  gone: 'postAd.edit.gone',
  conflict: 'postAd.edit.conflict',
};

export function publishErrorKey(code: string): TranslationKey {
  return PUBLISH_ERRORS[code] ?? 'postAd.errors.server.unavailable';
}

import type { TranslationKey } from '@/i18n/catalog';
import { ApiError } from '@/lib/api/api-client';

/** What a failed admin call means to the moderator. */
export function adminErrorOf(error: unknown): TranslationKey {
  if (error instanceof ApiError) {
    if (error.code === 'unauthorized') return 'admin.errors.session';
    // An answer the page cannot read comes from a server newer (or older) than the page.
    if (error.code === 'forbidden' || error.code === 'bad_response')
      return 'admin.errors.forbidden';
    if (error.code === 'validation') return 'admin.errors.invalid';
    if (error.code === 'rate_limited') return 'admin.login.tooMany';
  }
  return 'admin.errors.failed';
}

export const isSessionEnded = (error: unknown) =>
  error instanceof ApiError && error.code === 'unauthorized';

import { site } from '@/config/site';

/**
 * The chat (WhatsApp) number is the phone's digits only; a leading 0 becomes the
 * country code 94; a number already starting with 94 is kept; otherwise 94 is prefixed. An ad
 * without a usable phone number uses the provider's number.
 * A number written in international form already names its country, as the tel: link keeps it:
 * `0094 77…` (00 is the international prefix, not the leading 0 of a local number) and
 * `+44 7700…` are used as they are, without 94 in front.
 */
export function toWhatsAppNumber(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return site.whatsappNumber;
  if (digits.startsWith('00') && digits.length > 4) return digits.slice(2);
  if (trimmed.startsWith('+') && !digits.startsWith('0')) return digits;
  if (digits.startsWith('0')) return `94${digits.slice(1)}`;
  if (digits.startsWith('94')) return digits;
  return `94${digits}`;
}

export function getWhatsAppHref(phone: string | null | undefined, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${toWhatsAppNumber(phone)}${query}`;
}

/** A tel: link keeping only digits and a leading +; no phone gives the provider's number. */
export function getTelHref(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return site.phoneHref;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The phone number to show next to the call button (the provider's when the ad has none). */
export function getDisplayPhone(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  return /\d/.test(trimmed) ? trimmed : site.phone;
}

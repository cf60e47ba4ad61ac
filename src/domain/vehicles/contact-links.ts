import { site } from '@/config/site';
import { normaliseSriLankanPhone } from './phone';

/** International forms (`0094 77…`, `+44 7700…`) already name their country: no 94 prefixed. */
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

/**
 * In international form, so the call also goes through from abroad (a buyer in Dubai or Doha,
 * a foreign SIM): a Sri Lankan number as `tel:+94…`, one that names its country as it is.
 */
export function getTelHref(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return site.phoneHref;
  const local = normaliseSriLankanPhone(trimmed);
  if (local) return `tel:+94${local.replace(/\D/g, '').slice(1)}`;
  if (digits.startsWith('00') && digits.length > 4) return `tel:+${digits.slice(2)}`;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** One format on every page: a Sri Lankan number as `077 123 4567`, others as typed. */
export function getDisplayPhone(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  if (!/\d/.test(trimmed)) return site.phone;
  return normaliseSriLankanPhone(trimmed) ?? trimmed;
}

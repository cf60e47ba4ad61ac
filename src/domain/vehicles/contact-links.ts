import { site } from '@/config/site';

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

export function getTelHref(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return site.phoneHref;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function getDisplayPhone(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  return /\d/.test(trimmed) ? trimmed : site.phone;
}

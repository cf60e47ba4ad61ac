/** WhatsApp chat link (SPEC §7): digits only; leading 0 → 94, 94 kept, otherwise 94 prefixed. */
export function getWhatsAppHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('0')
    ? `94${digits.slice(1)}`
    : digits.startsWith('94')
      ? digits
      : `94${digits}`;
  return `https://wa.me/${international}`;
}

export function getTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

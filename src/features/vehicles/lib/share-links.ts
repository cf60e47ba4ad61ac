/** Share URLs for the detail page's share card (opened in a new tab). */
export function getFacebookShareHref(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function getXShareHref(url: string, text: string): string {
  return `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** WhatsApp's share page: the ad's title and address as the message, the chat chosen there. */
export function getWhatsAppShareHref(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

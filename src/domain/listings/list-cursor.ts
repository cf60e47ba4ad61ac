/**
 * A server-rendered list's later pages: `?after=…` holds the server's cursor (opaque, as the list
 * API hands it out), so the HTML's "More ads" link opens the next page of cards without
 * JavaScript, and a search engine can follow it. The server's page loader reads it (page-data-
 * source.ts); the browser's listing starts from it; changing a filter or the sort drops it.
 */
export const LIST_CURSOR_PARAM = 'after';

const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,400}$/;

/** The URL's cursor, or null for the first page (also for a hand-edited, unreadable one). */
export function readListCursor(params: URLSearchParams): string | null {
  const value = params.get(LIST_CURSOR_PARAM);
  return value !== null && CURSOR_TEXT.test(value) ? value : null;
}

/** The address of the page after `cursor`: the same list (path and search), from there on. */
export function listPageHref(pathname: string, search: string, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set(LIST_CURSOR_PARAM, cursor);
  return `${pathname}?${params.toString()}`;
}

import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { listPageHref } from '@/domain/listings/list-cursor';
import { useTranslation } from '@/i18n/use-translation';

type Props = {
  /** The server's cursor for the page after the loaded ones: no link on the last page. */
  next: string | null;
  /** Loads that page into the list (null while a page loads). */
  loadMore: (() => void) | null;
  /** How many cards the list holds now. */
  count: number;
  /** The card at `index`'s link, once it is rendered: the first new card takes focus. */
  cardLink: (index: number) => HTMLElement | null;
  className?: string;
};

/**
 * A list's plain link to its next page (`?after=…`, list-cursor.ts): without JavaScript, and for
 * a search engine, it opens that page as the server renders it. With JavaScript a click adds the
 * page's cards to this list (as scrolling does) and moves focus to the first of them; a new tab
 * or window still opens the page.
 */
export function MoreAdsLink({ next, loadMore, count, cardLink, className = '' }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const focusFrom = useRef<number | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || count <= index) return;
    /** True once done: the card took focus, or the visitor has moved focus on meanwhile. */
    const focusCard = () => {
      const active = document.activeElement;
      if (active !== linkRef.current && active !== document.body && active !== null) {
        focusFrom.current = null;
        return true;
      }
      const link = cardLink(index);
      if (!link) return false;
      focusFrom.current = null;
      link.focus();
      return true;
    };
    if (focusCard()) return;
    // A list that grows past its windowing threshold places the new cards a render or more later,
    // once its windowing code is here: the first of them takes focus when it is in the page.
    const observer = new MutationObserver(() => {
      if (focusCard()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  if (!next) return null;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    // Already on its way when scrolling asked for it: focus still goes to its first card.
    focusFrom.current = count;
    loadMore?.();
  }

  return (
    <a
      ref={linkRef}
      className={`btn btn-secondary more-ads-link ${className}`.trim()}
      href={listPageHref(pathname, search, next)}
      rel="next"
      onClick={onClick}
    >
      {t('common.lists.moreAds')}
    </a>
  );
}

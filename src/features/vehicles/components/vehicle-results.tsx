import type { Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { CardLayout } from '@/lib/card-layout';
import { useLazyWindowVirtualizer } from '../lib/use-lazy-window-virtualizer';

const MIN_CARD_WIDTH = 250;
const GAP = 16;
const ESTIMATED_ROW = 470;
const ESTIMATED_COMPACT_ROW = 150;
const COMPACT_GAP = 12;
/** Cards in the first, unmeasured render of a windowed list (prerendered): two desktop rows. */
const FIRST_CARDS = 6;
/**
 * Cards whose photos are in the HTML: a phone's first screen of rows (three to four) and a wide
 * screen's first row (four). Lighthouse counts a later photo as the largest paint when it is a
 * few pixels bigger than the first, so one added after the app runs cost the list seconds on a
 * slow link.
 */
const FIRST_SCREEN = 4;
/**
 * Past this many cards only rows near the viewport are in the DOM (10,000 ads). Up to it every
 * card is, in the page's flow: a server's first pages (24 a page) are whole in its HTML and
 * hydrate as they are, without the windowing code.
 */
export const WINDOW_FROM = 60;
/** How far below the viewport a whole list's last card asks for the next page. */
const NEAR_END_MARGIN = 1200;

function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
}

/** CSS decides: the layout chosen and the width. */
function readCompact(list: HTMLElement): boolean {
  return getComputedStyle(list).getPropertyValue('--card-compact').trim() === '1';
}

/** The sticky header's height and a little room (as the cards' scroll-margin-top in CSS). */
function readHeaderSpace(): number {
  const style = getComputedStyle(document.documentElement);
  const rem = parseFloat(style.fontSize) || 16;
  const header = parseFloat(style.getPropertyValue('--header-height')) || 0; // in px
  const room = parseFloat(style.getPropertyValue('--space-2')) || 0; // in rem
  return header + room * rem;
}

type Props = {
  vehicles: Vehicle[];
  label: string;
  total?: number;
  onNearEnd?: (() => void) | null;
  layout?: CardLayout;
};

const NEAR_END_ROWS = 3;

/**
 * A short list shows every card; a long one (past WINDOW_FROM) only the rows near the viewport,
 * and there Tab renders the next card first.
 */
export const VehicleResults = memo(function VehicleResults({
  vehicles,
  label,
  total = vehicles.length,
  onNearEnd = null,
  layout = 'auto',
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [compact, setCompact] = useState(false);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [headerSpace, setHeaderSpace] = useState(0);
  // Until the list is measured (at build time, when the page is prerendered) the first cards
  // are one row that CSS wraps into as many columns as fit.
  const [measured, setMeasured] = useState(false);
  const windowed = vehicles.length > WINDOW_FROM;
  // A list that grew past WINDOW_FROM keeps the cards it showed until its rows are windowed: it
  // never collapses to the first row while the windowing code loads (nor renders 10,000 cards).
  const [flowed, setFlowed] = useState(windowed ? 0 : vehicles.length);
  if (!windowed && flowed !== vehicles.length) setFlowed(vehicles.length);
  // A whole list's real row height: the rows it windows later start at it, so nothing jumps.
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  // The row holding keyboard focus stays rendered even when scrolled away, so focus is never lost.
  const focusedRow = useRef<number | null>(null);
  const focusedCard = useRef<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range, defaultRangeExtractor: (r: Range) => number[]) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedRow.current;
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    },
    [],
  );

  // Measured after the first paint: measuring in the first commit forces a whole-page layout.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const rows = readCompact(list);
      setCompact(rows);
      setColumns(rows ? 1 : columnsFor(list.clientWidth));
      setHeaderSpace(readHeaderSpace());
      setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
      const card = list.querySelector('.vl-row-flow > [data-card]');
      if (card) setRowHeight(card.getBoundingClientRect().height);
      setMeasured(true);
    };
    // Without ResizeObserver (an old browser, a test's DOM) the list is measured once.
    if (typeof ResizeObserver === 'undefined') return void measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
    // A new layout is measured again (the observer reports at once when it starts).
  }, [layout]);

  const rowCount = Math.ceil(vehicles.length / columns);
  // Loaded once measured: in the first commit it would force a page layout and a second render.
  const virtualizer = useLazyWindowVirtualizer(
    {
      count: rowCount,
      estimateSize: () => rowHeight || (compact ? ESTIMATED_COMPACT_ROW : ESTIMATED_ROW),
      overscan: compact ? 4 : 2,
      gap: compact ? COMPACT_GAP : GAP,
      scrollMargin,
      // Rows scrolled to from above land below the sticky header.
      scrollPaddingStart: headerSpace,
      rangeExtractor,
    },
    measured && windowed,
  );
  // The first, prerendered row (or the whole list it grew from) stays until the virtualizer is here.
  const live = windowed && virtualizer !== null;
  const flow = !live && (!windowed || flowed > 0);

  // Row heights measured in the other layout no longer hold.
  useLayoutEffect(() => {
    virtualizer?.measure();
  }, [compact, virtualizer]);

  useLayoutEffect(() => {
    const cardLink = (index: number | null) =>
      index === null
        ? null
        : listRef.current?.querySelector<HTMLAnchorElement>(
            `[data-card="${index}"] a:not([tabindex="-1"])`,
          );
    const pending = cardLink(pendingFocus.current);
    if (pending) {
      pendingFocus.current = null;
      return pending.focus();
    }
    // A card that moved to another row (the windowed rows are narrower than the first one) is a
    // new element: its focus is given back in the same commit, before another key is read.
    if (document.activeElement === document.body)
      cardLink(focusedCard.current)?.focus({ preventScroll: true });
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Every card of a whole list is in the DOM: Tab goes through them as through any page.
    // A long one's presses before its windowing code has loaded wait for it, not leave the list.
    if (!windowed) return;
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (!item) return;
    // While a card is still being rendered, further presses continue from that card.
    const from = pendingFocus.current ?? Number(item.dataset.card);
    const next = from + (event.shiftKey ? -1 : 1);
    if (next < 0 || next >= vehicles.length) return;
    event.preventDefault();
    const link = listRef.current?.querySelector<HTMLAnchorElement>(
      `[data-card="${next}"] a:not([tabindex="-1"])`,
    );
    if (link) {
      // The whole card, below the sticky header, not only its link at the bottom.
      link.focus({ preventScroll: true });
      link.closest('[data-card]')?.scrollIntoView({ block: 'nearest' });
      return;
    }
    pendingFocus.current = next;
    virtualizer?.scrollToIndex(Math.floor(next / columns), { align: 'auto' });
  }

  // Presses made while the windowing code loaded continue once it is here.
  useEffect(() => {
    const index = pendingFocus.current;
    if (virtualizer && index !== null)
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
  }, [virtualizer, columns]);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    focusedCard.current = item ? Number(item.dataset.card) : null;
    focusedRow.current = item ? Math.floor(Number(item.dataset.card) / columns) : null;
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focusedRow.current = null;
    focusedCard.current = null;
  }

  const rows = live
    ? virtualizer.getVirtualItems()
    : // Keyed as the virtualizer keys row 0, so measuring keeps the first row's elements (and the
      // card under a finger) instead of replacing them.
      [{ key: 0, index: 0, start: scrollMargin }];
  const lastRow = rows[rows.length - 1]?.index ?? 0;
  useEffect(() => {
    if (live && onNearEnd && lastRow >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [live, onNearEnd, lastRow, rowCount]);
  // A whole list asks for its next page as its last card comes within reach.
  useEffect(() => {
    const last = listRef.current?.querySelector(`[data-card="${vehicles.length - 1}"]`);
    if (!flow || !onNearEnd || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
      },
      { rootMargin: `0px 0px ${NEAR_END_MARGIN}px 0px` },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [flow, onNearEnd, vehicles.length]);
  const perRow = live ? columns : flow ? flowed : FIRST_CARDS;

  return (
    <div
      ref={listRef}
      className="vl-list"
      data-card-layout={layout}
      role="list"
      aria-label={label}
      // Unmeasured (prerendered, or while the windowing code loads) CSS picks the estimate for
      // the layout it shows: a phone's compact rows are a third of a card's height, and a page
      // that said otherwise would shrink under a visitor's first scroll once the app ran.
      data-estimated={flow || live ? undefined : ''}
      style={
        flow
          ? undefined
          : live
            ? { height: virtualizer.getTotalSize() }
            : ({
                '--estimated-height': `${rowCount * (ESTIMATED_ROW + GAP) - GAP}px`,
                '--estimated-rows-height': `${
                  vehicles.length * (ESTIMATED_COMPACT_ROW + COMPACT_GAP) - COMPACT_GAP
                }px`,
              } as CSSProperties)
      }
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.map((row) => {
        const start = row.index * perRow;
        const rowVehicles = vehicles.slice(start, start + perRow);
        return (
          <div
            key={row.key}
            ref={live ? virtualizer.measureElement : undefined}
            data-index={row.index}
            role="presentation"
            className={flow ? 'vl-row vl-row-flow' : 'vl-row'}
            style={{
              transform: flow ? undefined : `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: live
                ? `repeat(${columns}, minmax(0, 1fr))`
                : `repeat(auto-fill, minmax(${MIN_CARD_WIDTH}px, 1fr))`,
            }}
          >
            {rowVehicles.map((vehicle, offset) => (
              <div
                key={vehicle.id}
                role="listitem"
                className="vl-item"
                data-card={start + offset}
                aria-setsize={total}
                aria-posinset={start + offset + 1}
              >
                <VehicleCard
                  vehicle={vehicle}
                  headingLevel={2}
                  // The first photo is the page's largest paint, asked for first; the rest of
                  // the first screen's are in the HTML too (any of them can be the largest
                  // paint), the others come once the app runs, not beside them over a slow link.
                  imageLoading="lazy"
                  imagePriority={start + offset === 0}
                  firstScreen={start + offset < FIRST_SCREEN}
                  rowsOnPhones={layout !== 'cards'}
                  // Compare: pick up to three ads to see side by side (features/compare).
                  compare
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
});

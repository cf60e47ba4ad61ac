import { startTransition, useCallback, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

type UpdateOptions = {
  /**
   * The URL param of a text box that filters as it is typed in. Keystrokes that follow one
   * another in the same box make one history entry, not one a letter.
   */
  typing?: string;
};

/** Set on the history entry a text box's keystrokes are gathered in. */
type TypingState = { typingIn: string };

function typingIn(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'typingIn' in state
    ? String((state as TypingState).typingIn)
    : null;
}

/**
 * The filters and sort of a list page (vehicles, spare parts, biker gear), kept in the URL
 * query so reload and shared links restore them. Every list page reads and writes its query
 * through this hook; nothing else writes it.
 *
 * History rule: every change pushes one history entry, so Back undoes it (Apply filters,
 * Reset, a sort, a select, a checkbox, a category button), and Back/Forward show the filters
 * of that entry. The one exception is typing: the keystrokes in one text box that filters as it
 * is typed (`update(next, { typing: param })`) replace the entry their first keystroke pushed,
 * so Back undoes the word, not each letter.
 *
 * `parse` must turn any query into valid filters (bad values fall back to defaults) and be
 * stable (a module function or a useCallback); `write` returns the new query, keeping params
 * that are not filters (e.g. `view`).
 *
 * React Router applies URL changes in a transition, which would make controlled checkboxes and
 * selects snap back for a frame; the optimistic copy shows the new filters at once and gives
 * way to the URL when it commits.
 */
export function useUrlFilters<T>(
  parse: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, filters: T) => URLSearchParams,
): [T, (next: T, options?: UpdateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const parsed = useMemo(() => parse(searchParams), [parse, searchParams]);
  const [filters, setOptimisticFilters] = useOptimistic(parsed);
  // The text box typed in last and the entry shown then: a keystroke that comes before the
  // previous one's entry has rendered still belongs to the same word.
  const lastTyping = useRef<{ param: string; key: string } | null>(null);

  // Stable until the URL changes, so memoised filter panels are not re-rendered for nothing.
  const update = useCallback(
    (next: T, { typing }: UpdateOptions = {}) => {
      const previous = lastTyping.current;
      const replace =
        typing !== undefined &&
        (typingIn(location.state) === typing ||
          (previous?.param === typing && previous.key === location.key));
      lastTyping.current = typing === undefined ? null : { param: typing, key: location.key };
      const state: TypingState | null = typing === undefined ? null : { typingIn: typing };
      startTransition(() => {
        setOptimisticFilters(next);
        setSearchParams(write(searchParams, next), { replace, state });
      });
    },
    [location, searchParams, setSearchParams, setOptimisticFilters, write],
  );
  return [filters, update];
}

import { startTransition, useCallback, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

type UpdateOptions = {
  typing?: string;
};

type TypingState = { typingIn: string };

function typingIn(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'typingIn' in state
    ? String((state as TypingState).typingIn)
    : null;
}

/**
 * A list page's filters, kept in the URL query; nothing else writes it. Each change pushes one
 * history entry, except keystrokes in one `typing` box, which replace theirs: Back undoes the word.
 * React Router applies URL changes in a transition, which would make controlled checkboxes snap
 * back for a frame: the optimistic copy shows the new filters at once. `parse` must be stable.
 */
export function useUrlFilters<T>(
  parse: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, filters: T) => URLSearchParams,
): [T, (next: T, options?: UpdateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const parsed = useMemo(() => parse(searchParams), [parse, searchParams]);
  const [filters, setOptimisticFilters] = useOptimistic(parsed);
  // A keystroke that comes before the previous one's entry has rendered is still the same word.
  const lastTyping = useRef<{ param: string; key: string } | null>(null);

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
        setSearchParams(write(searchParams, next), { replace, state, preventScrollReset: true });
      });
    },
    [location, searchParams, setSearchParams, setOptimisticFilters, write],
  );
  return [filters, update];
}

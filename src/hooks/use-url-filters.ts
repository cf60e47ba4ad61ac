import { startTransition, useCallback, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLocalizedNavigate } from '@/components/ui/link';

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
 * React Router applies URL changes once the page's loader has answered, which would make
 * controlled checkboxes snap back meanwhile: the optimistic copy shows the new filters at once. `parse` must be stable.
 */
export function useUrlFilters<T>(
  parse: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, filters: T) => URLSearchParams,
): [T, (next: T, options?: UpdateOptions) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useLocalizedNavigate();
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
      // The transition lasts until the page's loader has answered and the URL changed.
      startTransition(async () => {
        setOptimisticFilters(next);
        await navigate(`?${write(searchParams, next).toString()}`, {
          replace,
          state,
          preventScrollReset: true,
        });
      });
    },
    [location, searchParams, navigate, setOptimisticFilters, write],
  );
  return [filters, update];
}

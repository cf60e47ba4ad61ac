import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters that live in the URL query. React Router applies URL changes in a transition, which
 * would make controlled checkboxes and selects snap back for a frame; the optimistic copy shows
 * the new filters at once and gives way to the URL when it commits.
 */
export function useUrlFilters<T>(
  parse: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, filters: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setOptimisticFilters] = useOptimistic(parse(searchParams));
  function update(next: T) {
    startTransition(() => {
      setOptimisticFilters(next);
      setSearchParams(write(searchParams, next), { replace: true });
    });
  }
  return [filters, update];
}

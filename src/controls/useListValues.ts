import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { CustomFieldList } from '../core/wire/types';
import type { ControlProps } from '../registry/types';

/** What {@link useListValues} is asked. */
export interface ListValuesRequest {
  url: string | undefined;
  loadList: ControlProps['loadList'];
  /** The text searched for while the list is open ('' for all); null while it is closed. */
  search: string | null;
  /** A value whose label is not known yet: looked up by id with `filter` (spec 4.1). */
  lookupId: string | null;
}

/**
 * The values of a LIST field through react-query. Queries exist only while wanted: a closed list
 * with a known label asks nothing and holds no observer, so two hundred lists on a large form
 * mount as plain inputs.
 *
 * @example
 * const { query, lookup } = useListValues({ url: item.url, loadList, search: open ? search : null, lookupId });
 */
export function useListValues({ url, loadList, search, lookupId }: ListValuesRequest): {
  query: UseQueryResult<CustomFieldList> | undefined;
  lookup: UseQueryResult<CustomFieldList> | undefined;
} {
  const listing = search !== null && Boolean(url);
  const lookingUp = lookupId !== null && Boolean(loadList) && Boolean(url);
  const ask = (
    key: unknown[],
    run: (load: NonNullable<typeof loadList>, signal: AbortSignal) => Promise<CustomFieldList>,
  ) => ({
    queryKey: ['expense-fields', ...key],
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!loadList) throw new Error('This form has no source for list values.');
      return run(loadList, signal);
    },
    staleTime: 60_000,
    retry: false,
  });
  const results = useQueries({
    queries: [
      ...(listing
        ? [
            ask(['list', url ?? '', search], (load, signal) =>
              load(search ? { searchText: search } : {}, signal),
            ),
          ]
        : []),
      ...(lookingUp
        ? [
            ask(['list-label', url ?? '', lookupId], (load, signal) =>
              load({ filter: lookupId ?? '' }, signal),
            ),
          ]
        : []),
    ],
  });
  return {
    query: listing ? results[0] : undefined,
    lookup: lookingUp ? results.at(-1) : undefined,
  };
}

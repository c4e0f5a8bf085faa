import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCustomFieldList } from '../../core/wire/fieldAttributes';
import type { CustomFieldList } from '../../core/wire/model/types';
import type { ControlProps } from '../../registry/types';

/** What {@link useListValues} is asked. */
export interface ListValuesRequest {
  url: string | undefined;
  loadList: ControlProps['loadList'];
  /** The form's locale: the list comes in its language, so each language has its own results. */
  locale: string;
  /** The form's names of this list: a value looked up by id is named there for the summary. */
  names: ControlProps['listNames'];
  /** The text searched for while the list is open ('' for all); null while it is closed. */
  search: string | null;
  /** A value whose label is not known yet: looked up by id with `filter` (spec 4.1). */
  lookupId: string | null;
}

/**
 * The values of a LIST field through react-query. Queries exist only while wanted: a closed list
 * with a known label asks nothing and holds no observer, so two hundred lists on a large form
 * mount as plain inputs. What a lookup by id finds is told to the form's list names.
 *
 * @example
 * const { query, lookup } = useListValues({
 *   url: item.url, loadList, locale, names, search: open ? search : null, lookupId,
 * });
 */
export function useListValues(request: ListValuesRequest): {
  query: UseQueryResult<CustomFieldList> | undefined;
  lookup: UseQueryResult<CustomFieldList> | undefined;
} {
  const { url, loadList, locale, names, search, lookupId } = request;
  const listing = search !== null && Boolean(url);
  const lookingUp = lookupId !== null && Boolean(loadList) && Boolean(url);
  const ask = (
    key: unknown[],
    run: (load: NonNullable<typeof loadList>, signal: AbortSignal) => Promise<CustomFieldList>,
  ) => ({
    queryKey: ['expense-fields', ...key],
    // What comes is read leniently here, before anything keeps or reads it: an odd entry (a
    // `null` among the values) is left out instead of failing the control and the review.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      if (!loadList) throw new Error('This form has no source for list values.');
      return readCustomFieldList(await run(loadList, signal));
    },
    staleTime: 60_000,
    retry: false,
  });
  const results = useQueries({
    queries: [
      ...(listing
        ? [
            ask(['list', url ?? '', locale, search], (load, signal) =>
              load(search ? { searchText: search } : {}, signal),
            ),
          ]
        : []),
      ...(lookingUp
        ? [
            ask(['list-label', url ?? '', locale, lookupId], (load, signal) =>
              load({ filter: lookupId ?? '' }, signal),
            ),
          ]
        : []),
    ],
  });
  const lookup = lookingUp ? results.at(-1) : undefined;
  const found = lookup?.data;
  // Learned after render: telling the names re-renders the change summaries that read them.
  useEffect(() => {
    if (found && names) names.learn(found.data);
  }, [found, names]);
  return { query: listing ? results[0] : undefined, lookup };
}

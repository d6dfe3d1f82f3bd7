import { useEffect, useState } from 'react';
import type { DisplayListing } from '../../../api/displays';
import { fetchPublicDisplays } from '../../../api/publicDisplays';
import { apiQuery, filtersFromSearch, filtersToSearch, type DisplayFilters } from '../../../components/displays/filters/displayFilters';

/**
 * A read whose failure is always handled: a render React throws away (a transition
 * restarted, a page left early) may start one that no effect ever waits for.
 */
function startRead(search: string): Promise<DisplayListing[]> {
  const read = fetchPublicDisplays(apiQuery(filtersFromSearch(search)));
  read.catch(() => undefined);
  return read;
}

type ReadState = { status: 'pending' } | { status: 'success'; data: DisplayListing[] } | { status: 'error'; error: unknown };

/**
 * The public displays that match the filters, read when the page shows them and again when the
 * filters change (Retry reads again): a plain fetch, so a visitor's /advertise needs no
 * react-query (docs/performance.md). Like the app's reads (docs/product-rules.md §18): no
 * automatic retry, no polling. While a new answer loads the last one stays (`isFetching`);
 * an answer that comes after a newer request started is dropped.
 */
export function usePublicDisplayList(filters: DisplayFilters) {
  const search = filtersToSearch(filters);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${search}`;
  // The state, with the read it settled (a newer read is under way while they differ).
  const [state, setState] = useState<ReadState & { key?: string }>({ status: 'pending' });
  // The first read starts with the first render (no wait for an effect); later ones in the effect.
  const [first] = useState(() => ({ key, read: startRead(search) }));

  useEffect(() => {
    const read = key === first.key ? first.read : startRead(search);
    let current = true;
    read.then(
      (data) => current && setState({ status: 'success', data, key }),
      (error: unknown) => current && setState({ status: 'error', error, key }),
    );
    return () => {
      current = false;
    };
  }, [key, search, first]);

  const refetch = () => setAttempt((n) => n + 1);
  return { ...state, isFetching: state.key !== key, refetch };
}

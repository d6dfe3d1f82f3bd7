import { useCallback, useEffect, useState } from 'react';
import type { DisplayListing } from '../../../api/displays';
import { fetchPublicDisplays } from '../../../api/publicDisplays';

type ReadState = { status: 'pending' } | { status: 'success'; data: DisplayListing[] } | { status: 'error'; error: unknown };

/**
 * The public displays, read once when the page shows them (Retry reads again): a plain
 * fetch, so a visitor's /advertise needs no react-query (docs/performance.md). Like the
 * app's reads (docs/product-rules.md §18): no automatic retry, no polling.
 */
export function usePublicDisplayList() {
  const [state, setState] = useState<ReadState>({ status: 'pending' });
  // The read starts with the first render (no wait for an effect); Retry starts another.
  const [read, setRead] = useState(fetchPublicDisplays);
  const [isFetching, setFetching] = useState(true);

  useEffect(() => {
    let current = true;
    read.then(
      (data) => {
        if (!current) return;
        setState({ status: 'success', data });
        setFetching(false);
      },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error', error });
        setFetching(false);
      },
    );
    return () => {
      current = false;
    };
  }, [read]);

  const refetch = useCallback(() => {
    setFetching(true);
    setRead(fetchPublicDisplays());
  }, []);
  return { ...state, isFetching, refetch };
}

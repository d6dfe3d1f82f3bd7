import { useCallback, useEffect, useState } from 'react';
import type { DisplayListing } from '../../../api/displays';
import { fetchPublicDisplays } from '../../../api/publicDisplays';

/**
 * A read whose failure is always handled: a render React throws away (a transition
 * restarted, a page left early) may start one that no effect ever waits for.
 */
function startRead(): Promise<DisplayListing[]> {
  const read = fetchPublicDisplays();
  read.catch(() => undefined);
  return read;
}

type ReadState = { status: 'pending' } | { status: 'success'; data: DisplayListing[] } | { status: 'error'; error: unknown };

/**
 * The public displays, read once when the page shows them (Retry reads again): a plain
 * fetch, so a visitor's /advertise needs no react-query (docs/performance.md). Like the
 * app's reads (docs/product-rules.md §18): no automatic retry, no polling.
 */
export function usePublicDisplayList() {
  const [state, setState] = useState<ReadState>({ status: 'pending' });
  // The read starts with the first render (no wait for an effect); Retry starts another.
  const [read, setRead] = useState(startRead);
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
    setRead(startRead());
  }, []);
  return { ...state, isFetching, refetch };
}

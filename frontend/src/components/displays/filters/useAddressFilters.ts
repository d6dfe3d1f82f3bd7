import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HistoryMode } from './DisplayFilterBar';
import { filtersFromSearch, filtersToSearch, type DisplayFilters } from './displayFilters';

/** The address for these filters: this path, their query string, the same fragment. */
export function addressWithFilters(location: Pick<Location, 'pathname' | 'hash'>, filters: DisplayFilters): string {
  const query = filtersToSearch(filters);
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * The filters in the page's address, for a page without a router (a visitor's /advertise,
 * docs/performance.md): read from `location.search`, written with the History API, and read
 * again on Back and Forward, so a reload or a shared link shows the same results.
 */
export function useAddressFilters(): [DisplayFilters, (filters: DisplayFilters, mode: HistoryMode) => void] {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const read = () => setSearch(window.location.search);
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback((next: DisplayFilters, mode: HistoryMode) => {
    const url = addressWithFilters(window.location, next);
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (mode === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    setSearch(window.location.search);
  }, []);
  return [filters, setFilters];
}

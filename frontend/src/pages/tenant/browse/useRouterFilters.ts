import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HistoryMode } from '../../../components/displays/filters/DisplayFilterBar';
import { filtersFromSearch, filtersToSearch, type DisplayFilters } from '../../../components/displays/filters/displayFilters';

/** The filters in the address of a page inside the app's router (Available Displays): Back, Forward and reload keep them. */
export function useRouterFilters(): [DisplayFilters, (filters: DisplayFilters, mode: HistoryMode) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: DisplayFilters, mode: HistoryMode) => {
      const query = filtersToSearch(next);
      if (query !== search) setParams(query, { replace: mode === 'replace' });
    },
    [search, setParams],
  );
  return [filters, setFilters];
}

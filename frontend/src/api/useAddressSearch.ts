import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { displayKeys, searchAddresses } from './displays';

/** docs/product-rules.md §15, §18: a query under 3 characters returns nothing, so none is sent. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;

/**
 * GET /api/geocode/search?q= (hosts). Pass an already debounced query; under
 * 3 characters (after trimming) nothing is sent. Results are cached per query.
 */
export function useAddressSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: displayKeys.addressSearch(q),
    queryFn: ({ signal }) => searchAddresses(q, signal),
    enabled: q.length >= ADDRESS_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

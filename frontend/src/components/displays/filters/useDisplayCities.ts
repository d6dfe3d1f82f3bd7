import { useEffect, useState } from 'react';
import { fetchPublicCities } from '../../../api/publicDisplays';

/**
 * The city filter's choices, read once. Without them (the read failed) the filter still offers
 * "Any city" and the city of the address, and the search field finds a city too.
 */
export function useDisplayCities(): readonly string[] {
  const [cities, setCities] = useState<readonly string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicCities(controller.signal).then(setCities, () => undefined);
    return () => controller.abort();
  }, []);
  return cities;
}

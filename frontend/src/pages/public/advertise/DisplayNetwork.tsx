import LocationOffIcon from '@mui/icons-material/LocationOffOutlined';
import { useDeferredValue, useMemo } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { FilteredDisplays } from '../../../components/displays/filters/FilteredDisplays';
import { useAddressFilters } from '../../../components/displays/filters/useAddressFilters';
import { MapPlaceholder } from '../../../components/map/LazyDisplayMap';
import { inArizona } from '../../../utils/map';
import { usePublicDisplayList } from './usePublicDisplayList';

/**
 * The public map beside the scrollable list of display cards (docs/product-rules.md §12
 * /advertise), with search and filters kept in the address (§12.12). Only displays inside the
 * Arizona box are shown (docs/product-rules.md §15).
 */
export function DisplayNetwork() {
  const [filters, setFilters] = useAddressFilters();
  const displays = usePublicDisplayList(filters);
  // The list and map render as deferred (interruptible) work, not in one long task that
  // would block the page on a slow phone (docs/performance.md).
  const data = useDeferredValue(displays.status === 'success' ? displays.data : undefined);
  const shown = useMemo(() => (data ? inArizona(data) : undefined), [data]);

  return (
    <FilteredDisplays
      filters={filters}
      onChange={setFilters}
      displays={shown}
      fetching={displays.isFetching}
      loading={<MapPlaceholder label="Loading displays" />}
      error={displays.status === 'error' ? <QueryLoadError title="Failed to load displays" query={displays} /> : null}
      emptyCatalog={
        <EmptyState
          icon={<LocationOffIcon />}
          title="No displays available at this time"
          text="New screens join the network every month. Contact us and we will tell you when one opens near you."
          headingLevel="h3"
        />
      }
      emptyHeadingLevel="h3"
      listLabel="Displays in our network"
    />
  );
}

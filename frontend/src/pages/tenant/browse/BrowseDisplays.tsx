import Button from '@mui/material/Button';
import TvOffIcon from '@mui/icons-material/TvOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { type DisplayListing, useTenantDisplays } from '../../../api/displays';
import { apiQuery } from '../../../components/displays/filters/displayFilters';
import { FilteredDisplays } from '../../../components/displays/filters/FilteredDisplays';
import { EmptyState } from '../../../components/EmptyState';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { displayBookingPath } from '../../../navigation/paths';
import { useRouterFilters } from './useRouterFilters';

const bookNow = (display: DisplayListing) => (
  <Button
    component={RouterLink}
    to={displayBookingPath(display.id)}
    variant="contained"
    size="small"
    aria-label={`Book Now: ${display.name}`}
  >
    Book Now
  </Button>
);

/**
 * Available Displays (/dashboard/browse-displays, docs/product-rules.md §12): search and filters
 * in the address (§12.12), then the map beside the list of the approved displays that match.
 * The server filters (GET /api/tenant/displays with the same query as the public list).
 */
export function BrowseDisplays() {
  const [filters, setFilters] = useRouterFilters();
  const displays = useTenantDisplays({ query: apiQuery(filters) });

  return (
    <>
      <PageHeader title="Available Displays" subtitle="Pick a screen on the map or in the list, then book the dates and hours you want." />
      <FilteredDisplays
        filters={filters}
        onChange={setFilters}
        displays={displays.data}
        fetching={displays.isPlaceholderData}
        loading={<LoadingScreen label="Loading displays" fullHeight={false} />}
        error={displays.isError ? <QueryLoadError title="Failed to load displays" query={displays} /> : null}
        emptyCatalog={
          <EmptyState
            icon={<TvOffIcon />}
            title="No Displays Available"
            text="There are currently no approved displays available for booking."
          />
        }
        listLabel="Available displays"
        renderAction={bookNow}
      />
    </>
  );
}

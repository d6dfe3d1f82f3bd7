import Button from '@mui/material/Button';
import TvOffIcon from '@mui/icons-material/TvOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { type DisplayListing, useTenantDisplays } from '../../../api/displays';
import { DisplayExplorer } from '../../../components/displays/DisplayExplorer';
import { EmptyState } from '../../../components/EmptyState';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { displayBookingPath } from '../../../routes/paths';

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

/** Available Displays (/dashboard/browse-displays, docs/product-rules.md §12): the map beside the list of approved displays. */
export function BrowseDisplays() {
  const displays = useTenantDisplays();

  let content;
  if (displays.isPending) content = <LoadingScreen label="Loading displays" fullHeight={false} />;
  else if (displays.isError) content = <QueryLoadError title="Failed to load displays" query={displays} />;
  else if (displays.data.length === 0)
    content = (
      <EmptyState
        icon={<TvOffIcon />}
        title="No Displays Available"
        text="There are currently no approved displays available for booking."
      />
    );
  else content = <DisplayExplorer displays={displays.data} listLabel="Available displays" renderAction={bookNow} />;

  return (
    <>
      <PageHeader title="Available Displays" subtitle="Pick a screen on the map or in the list, then book the dates and hours you want." />
      {content}
    </>
  );
}

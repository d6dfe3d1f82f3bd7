import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type DisplayListing, useTenantDisplays } from '../../api/displays';
import { QueryLoadError } from '../../components/QueryLoadError';
import { LazyDisplayMap, MapPlaceholder } from '../../components/map/LazyDisplayMap';
import { displayBookingPath } from '../../navigation/paths';

/**
 * The tenant dashboard's map of available displays (docs/product-rules.md §12): refreshed every
 * 30 s (docs/product-rules.md §16); clicking a marker opens the display's booking page.
 */
export function DashboardMap() {
  const displays = useTenantDisplays({ poll: true });
  const navigate = useNavigate();
  const open = useCallback((display: DisplayListing) => navigate(displayBookingPath(display.id)), [navigate]);

  if (displays.isPending) return <MapPlaceholder label="Loading displays" />;
  if (displays.isError && !displays.data) return <QueryLoadError title="Failed to load displays" query={displays} />;
  return <LazyDisplayMap displays={displays.data ?? []} onMarkerClick={open} label="Map of available displays" />;
}

import LocationOffIcon from '@mui/icons-material/LocationOffOutlined';
import { useDeferredValue, useMemo } from 'react';
import { DisplayExplorer } from '../../../components/displays/DisplayExplorer';
import { EmptyState } from '../../../components/EmptyState';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { MapPlaceholder } from '../../../components/map/LazyDisplayMap';
import { inArizona } from '../../../utils/map';
import { usePublicDisplayList } from './usePublicDisplayList';

/**
 * The public map beside the scrollable list of display cards (docs/product-rules.md §12
 * /advertise). Only displays inside the Arizona box are shown (docs/product-rules.md §15).
 */
export function DisplayNetwork() {
  const displays = usePublicDisplayList();
  // The list and map render as deferred (interruptible) work, not in one long task that
  // would block the page on a slow phone (docs/performance.md).
  const data = useDeferredValue(displays.status === 'success' ? displays.data : undefined);
  const shown = useMemo(() => inArizona(data ?? []), [data]);

  if (displays.status === 'pending' || (displays.status === 'success' && data === undefined))
    return <MapPlaceholder label="Loading displays" />;
  if (displays.status === 'error') return <QueryLoadError title="Failed to load displays" query={displays} />;
  if (shown.length === 0)
    return (
      <EmptyState
        icon={<LocationOffIcon />}
        title="No displays available at this time"
        text="New screens join the network every month. Contact us and we will tell you when one opens near you."
        headingLevel="h3"
      />
    );
  return <DisplayExplorer displays={shown} listLabel="Displays in our network" />;
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PolylineIcon from '@mui/icons-material/PolylineOutlined';
import TvOffIcon from '@mui/icons-material/TvOffOutlined';
import { useMemo } from 'react';
import { useTenantDisplays, type DisplayListing } from '../../../../api/displays';
import type { HistoryMode } from '../../../../components/displays/filters/DisplayFilterBar';
import { apiQuery, type DisplayFilters } from '../../../../components/displays/filters/displayFilters';
import { FilteredDisplays } from '../../../../components/displays/filters/FilteredDisplays';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadingScreen } from '../../../../components/LoadingScreen';
import { QueryLoadError } from '../../../../components/QueryLoadError';
import { AreaControls } from './AreaControls';
import { insideDrawnArea, isClosed } from './drawnArea';
import type { DrawnAreaState } from './useDrawnArea';

interface ScreenPickerProps {
  filters: DisplayFilters;
  onFiltersChange: (filters: DisplayFilters) => void;
  area: DrawnAreaState;
  selected: ReadonlySet<number>;
  onToggle: (display: DisplayListing) => void;
  onSelectAll: (displays: readonly DisplayListing[]) => void;
}

/**
 * The screens of a campaign (docs/campaigns.md): the filters of Available Displays, an area
 * drawn on the map, then the map beside the list. A marker click or the card's toggle adds or
 * removes a screen; "Select all shown" adds every screen shown (inside the area, if any).
 */
export function ScreenPicker({ filters, onFiltersChange, area, selected, onToggle, onSelectAll }: ScreenPickerProps) {
  const displays = useTenantDisplays({ query: apiQuery(filters) });
  const shown = useMemo(() => (displays.data ? insideDrawnArea(displays.data, area.area) : undefined), [displays.data, area.area]);
  const closed = isClosed(area.area);
  const toggle = (display: DisplayListing) => {
    const on = selected.has(display.id);
    return (
      <Button
        size="small"
        variant={on ? 'contained' : 'outlined'}
        aria-pressed={on}
        aria-label={`${on ? 'Remove' : 'Add'} ${display.name}`}
        onClick={() => onToggle(display)}
      >
        {on ? 'Added' : 'Add'}
      </Button>
    );
  };
  return (
    <FilteredDisplays
      filters={filters}
      onChange={(next: DisplayFilters, _mode: HistoryMode) => onFiltersChange(next)}
      displays={shown}
      fetching={displays.isPlaceholderData}
      loading={<LoadingScreen label="Loading displays" fullHeight={false} />}
      error={displays.isError ? <QueryLoadError title="Failed to load displays" query={displays} /> : null}
      emptyCatalog={<EmptyState icon={<TvOffIcon />} title="No Displays Available" text="No approved display matches." headingLevel="h3" />}
      emptyHeadingLevel="h3"
      emptyNarrowed={
        closed && shown?.length === 0 && displays.data?.length ? (
          <EmptyState
            icon={<PolylineIcon />}
            title="No screens inside the area"
            text="Draw a larger area, or clear it to see every screen that matches the filters."
            headingLevel="h3"
            action={
              <Button variant="outlined" onClick={area.clear}>
                Clear area
              </Button>
            }
          />
        ) : undefined
      }
      listLabel="Screens to choose from"
      renderAction={toggle}
      onMarkerPick={onToggle}
      mapArea={area.mapArea}
      toolbar={
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }} alignItems={{ md: 'flex-end' }}>
          <AreaControls state={area} screensInside={closed && shown ? shown.length : null} />
          <Button variant="outlined" disabled={!shown?.length} onClick={() => shown && onSelectAll(shown)}>
            Select all shown{shown ? ` (${shown.length})` : ''}
          </Button>
        </Stack>
      }
    />
  );
}

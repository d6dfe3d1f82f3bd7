import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TvOffIcon from '@mui/icons-material/TvOffOutlined';
import { useMemo } from 'react';
import { useTenantDisplays, type DisplayListing } from '../../../../api/displays';
import type { HistoryMode } from '../../../../components/displays/filters/DisplayFilterBar';
import { apiQuery, type DisplayFilters } from '../../../../components/displays/filters/displayFilters';
import { FilteredDisplays } from '../../../../components/displays/filters/FilteredDisplays';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadingScreen } from '../../../../components/LoadingScreen';
import { QueryLoadError } from '../../../../components/QueryLoadError';
import { AreaFilter } from './AreaFilter';
import { insideArea, type NearArea } from './campaignRules';

interface ScreenPickerProps {
  filters: DisplayFilters;
  onFiltersChange: (filters: DisplayFilters) => void;
  area: NearArea | null;
  onAreaChange: (area: NearArea | null) => void;
  /** The last screen picked on the map: the centre an area is drawn around. */
  centre: DisplayListing | null;
  selected: ReadonlySet<number>;
  onToggle: (display: DisplayListing, from: 'map' | 'list') => void;
  onSelectAll: (displays: readonly DisplayListing[]) => void;
}

/**
 * The screens of a campaign (docs/campaigns.md): the filters of Available Displays, an area
 * around a screen picked on the map, then the map beside the list. A marker click or the
 * card's toggle adds or removes a screen; "Select all shown" adds every screen shown.
 */
export function ScreenPicker({ filters, onFiltersChange, area, onAreaChange, centre, selected, onToggle, onSelectAll }: ScreenPickerProps) {
  const displays = useTenantDisplays({ query: apiQuery(filters) });
  const shown = useMemo(() => (displays.data ? insideArea(displays.data, area) : undefined), [displays.data, area]);
  const toggle = (display: DisplayListing) => {
    const on = selected.has(display.id);
    return (
      <Button
        size="small"
        variant={on ? 'contained' : 'outlined'}
        aria-pressed={on}
        aria-label={`${on ? 'Remove' : 'Add'} ${display.name}`}
        onClick={() => onToggle(display, 'list')}
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
      listLabel="Screens to choose from"
      renderAction={toggle}
      onMarkerPick={(display) => onToggle(display, 'map')}
      toolbar={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }} alignItems={{ sm: 'center' }}>
          <AreaFilter area={area} onChange={onAreaChange} centre={centre} />
          <Button variant="outlined" disabled={!shown?.length} onClick={() => shown && onSelectAll(shown)}>
            Select all shown{shown ? ` (${shown.length})` : ''}
          </Button>
        </Stack>
      }
    />
  );
}

import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import type { ReactNode } from 'react';
import type { DisplayListing } from '../../../api/displays';
import { EmptyState } from '../../EmptyState';
import type { MapArea } from '../../map/mapArea';
import { DisplayExplorer } from '../DisplayExplorer';
import { DisplayFilterBar, type HistoryMode } from './DisplayFilterBar';
import { activeFilterCount, NO_FILTERS, type DisplayFilters } from './displayFilters';
import { useDisplayCities } from './useDisplayCities';

interface FilteredDisplaysProps {
  filters: DisplayFilters;
  onChange: (filters: DisplayFilters, mode: HistoryMode) => void;
  /** The last answer for the filters; undefined before the first. */
  displays: readonly DisplayListing[] | undefined;
  /** True while a newer answer loads (the last one stays on screen meanwhile). */
  fetching: boolean;
  /** What shows before the first answer, and instead of the results when a read failed. */
  loading: ReactNode;
  error: ReactNode | null;
  /** No display at all, without any filter (e.g. "No Displays Available"). */
  emptyCatalog: ReactNode;
  listLabel: string;
  /** The "no match" title's element, to fit the page's outline. */
  emptyHeadingLevel?: 'h2' | 'h3';
  renderAction?: (display: DisplayListing) => ReactNode;
  onMarkerPick?: (display: DisplayListing) => void;
  /** Between the filters and the results, e.g. the campaign builder's area and "Select all shown". */
  toolbar?: ReactNode;
  /** An area drawn on the map (the campaign builder). */
  mapArea?: MapArea;
  /** Shown instead of the results when something beside the filters left none (the builder's drawn area). */
  emptyNarrowed?: ReactNode;
}

/**
 * Search and filters above the map and list (docs/product-rules.md §12.12): one answer feeds
 * both, so they always show the same displays; no match says so, with "Clear filters".
 */
export function FilteredDisplays(props: FilteredDisplaysProps) {
  const { filters, onChange, displays, fetching, error } = props;
  const cities = useDisplayCities();
  const filtered = activeFilterCount(filters) > 0;
  let content: ReactNode;
  if (error) content = error;
  else if (displays === undefined) content = props.loading;
  else if (displays.length > 0)
    content = (
      <div aria-busy={fetching || undefined}>
        <DisplayExplorer
          displays={displays}
          listLabel={props.listLabel}
          renderAction={props.renderAction}
          onMarkerPick={props.onMarkerPick}
          mapArea={props.mapArea}
        />
      </div>
    );
  else if (props.emptyNarrowed) content = props.emptyNarrowed;
  else if (!filtered) content = props.emptyCatalog;
  else
    content = (
      <EmptyState
        icon={<SearchOffIcon />}
        title="No displays match your search"
        text="Try other words, another city or fewer filters."
        headingLevel={props.emptyHeadingLevel ?? 'h2'}
        action={
          <Button variant="outlined" onClick={() => onChange(NO_FILTERS, 'push')}>
            Clear filters
          </Button>
        }
      />
    );
  return (
    <>
      <DisplayFilterBar
        filters={filters}
        onChange={onChange}
        cities={cities}
        resultCount={error || displays === undefined ? null : displays.length}
        failed={Boolean(error)}
      />
      {props.toolbar}
      {content}
    </>
  );
}

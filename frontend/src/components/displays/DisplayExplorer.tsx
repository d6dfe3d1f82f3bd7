import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DisplayListing } from '../../api/displays';
import { LazyDisplayMap, MapPlaceholder, preloadDisplayMap } from '../map/LazyDisplayMap';
import type { MapArea } from '../map/mapArea';
import { visuallyHidden } from '../visuallyHidden';
import { DisplayListCard } from './DisplayListCard';
import { useIdleAfter, useProgressiveCount } from './useProgressive';

/** Cards rendered per task (docs/performance.md: no long task on a slow phone). */
const CARDS_PER_TASK = 4;

interface DisplayExplorerProps {
  displays: readonly DisplayListing[];
  /** Accessible name of the list, e.g. "Available displays". */
  listLabel: string;
  /** A per-card action, e.g. "Book Now". */
  renderAction?: (display: DisplayListing) => ReactNode;
  /** Height of the map and of the scrollable list on wide screens. */
  height?: number;
  /** Also told of each marker click (the campaign builder picks screens on the map). */
  onMarkerPick?: (display: DisplayListing) => void;
  /** An area drawn on the map (the campaign builder). */
  mapArea?: MapArea;
}

/**
 * The map beside a scrollable list of display cards (docs/product-rules.md §12: /advertise and
 * Available Displays). Clicking a card or a marker selects the display and
 * highlights both; a card click also flies the map to its marker, a marker
 * click scrolls its card into view.
 */
export function DisplayExplorer({ displays, listLabel, renderAction, height = 600, onMarkerPick, mapArea }: DisplayExplorerProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Picking a card also flies the map to its marker (close enough to tell neighbours apart).
  const [focus, setFocus] = useState<{ id: number; n: number } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  // The cards come in small batches, then the map once the browser is idle; its chunk downloads meanwhile.
  const shownCards = useProgressiveCount(displays.length, CARDS_PER_TASK);
  const mapStarted = useIdleAfter(shownCards >= displays.length);
  useEffect(preloadDisplayMap, []);

  const selectFromMap = useCallback(
    (display: DisplayListing) => {
      setSelectedId(display.id);
      onMarkerPick?.(display);
      const card = listRef.current?.querySelector(`[data-display-id="${display.id}"]`);
      card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    },
    [onMarkerPick],
  );
  const selectFromList = useCallback((display: DisplayListing) => {
    setSelectedId(display.id);
    setFocus((current) => ({ id: display.id, n: (current?.n ?? 0) + 1 }));
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
      <Box
        sx={{
          height: { xs: 400, md: height },
          borderRadius: 3.5,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          position: { md: 'sticky' },
          top: { md: 88 },
          // A box of its own size: the map's set-up (Leaflet measures it) lays out only this box, not the page.
          contain: 'strict',
        }}
      >
        {mapStarted ? (
          <LazyDisplayMap displays={displays} selectedId={selectedId} focus={focus} onMarkerClick={selectFromMap} area={mapArea} />
        ) : (
          <MapPlaceholder />
        )}
      </Box>
      <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
        {/* The cards are h3: this h2 keeps the outline whole under the page's h1 (no skipped level). */}
        <Typography id={headingId} component="h2" sx={visuallyHidden}>
          {listLabel}
        </Typography>
        <Box
          component="ul"
          ref={listRef}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0.5,
            display: 'grid',
            gap: 2,
            maxHeight: { md: height - 32 },
            overflowY: { md: 'auto' },
            scrollbarWidth: 'thin',
          }}
        >
          {displays.slice(0, shownCards).map((display) => (
            <li key={display.id}>
              <DisplayListCard
                display={display}
                selected={display.id === selectedId}
                onSelect={selectFromList}
                action={renderAction?.(display)}
              />
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

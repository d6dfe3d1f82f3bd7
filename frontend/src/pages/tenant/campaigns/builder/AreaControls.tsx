import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { areaStatusText, MIN_AREA_POINTS } from './drawnArea';
import type { DrawnAreaState } from './useDrawnArea';

/**
 * The drawn area's buttons and status (docs/campaigns.md, "The drawn area"): draw (or redraw),
 * finish, undo the last point, clear; a live status line says how many points the area has and
 * how many screens are inside. The shape itself is drawn on the map (components/map/AreaLayer).
 */
export function AreaControls({ state, screensInside }: { state: DrawnAreaState; screensInside: number | null }) {
  const { area } = state;
  // A button that goes disabled loses focus: it comes back to "Draw area".
  const drawRef = useRef<HTMLButtonElement>(null);
  const refocus = () => drawRef.current?.focus();
  const n = area.points.length;
  return (
    <Box component="fieldset" sx={{ display: 'grid', gap: 1, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        Area on the map
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button ref={drawRef} variant="outlined" size="small" onClick={state.start}>
          {n > 0 || area.drawing ? 'Redraw area' : 'Draw area'}
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={!area.drawing || n < MIN_AREA_POINTS}
          onClick={() => {
            state.finish();
            refocus();
          }}
        >
          Finish area
        </Button>
        <Button
          size="small"
          disabled={!area.drawing || n === 0}
          onClick={() => {
            state.undo();
            if (n === 1) refocus();
          }}
        >
          Undo last point
        </Button>
        <Button
          size="small"
          disabled={!area.drawing && n === 0}
          onClick={() => {
            state.clear();
            refocus();
          }}
        >
          Clear area
        </Button>
      </Box>
      <Typography component="output" variant="body2" aria-live="polite" data-testid="area-status">
        {areaStatusText(area, screensInside)}
      </Typography>
      {area.drawing && (
        <Typography variant="body2" color="text.secondary">
          Click the map to add corners, then click the first corner or “Finish area”. From the keyboard: focus the map, move it with the
          arrow keys and press Enter to add the point under the cross.
        </Typography>
      )}
    </Box>
  );
}

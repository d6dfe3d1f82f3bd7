import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DisplayListing } from '../../../../api/displays';
import { positionOf } from '../../../../utils/map';
import type { NearArea } from './campaignRules';

const RADII_KM = [2, 5, 10, 25, 50] as const;

/**
 * An area on the map: the screens within a radius of the last screen picked on the map
 * (docs/campaigns.md). Without a picked screen there is no centre yet, and it says so.
 */
export function AreaFilter({
  area,
  onChange,
  centre,
}: {
  area: NearArea | null;
  onChange: (area: NearArea | null) => void;
  centre: DisplayListing | null;
}) {
  const point = centre ? positionOf(centre) : null;
  return (
    <TextField
      select
      size="small"
      label="Area"
      value={area ? String(area.radiusKm) : ''}
      onChange={(event) => {
        const km = Number(event.target.value);
        onChange(km && point ? { latitude: point[0], longitude: point[1], radiusKm: km } : null);
      }}
      helperText={point ? `Around ${centre?.name}` : 'Pick a screen on the map to search around it'}
      // "Anywhere" is a choice of its own: shown, with the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value="">Anywhere</MenuItem>
      {RADII_KM.map((km) => (
        <MenuItem key={km} value={String(km)} disabled={!point}>
          Within {km} km
        </MenuItem>
      ))}
    </TextField>
  );
}

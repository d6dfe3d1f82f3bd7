import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdCreative } from '../../../api/creatives';
import { CREATIVE_STATUS_LABELS } from '../../../components/creatives/creativeStatus';
import { LoadError } from '../../../components/LoadError';

interface CreativeSelectProps {
  /** All the tenant's creatives; undefined while they load. */
  creatives: AdCreative[] | undefined;
  value: number | null;
  onChange: (id: number) => void;
  /** Why the creatives could not be read, or null. */
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  disabled?: boolean;
}

function Thumb({ creative }: { creative: AdCreative }) {
  return (
    <Box
      component="img"
      src={creative.thumbnailUrl}
      alt=""
      loading="lazy"
      sx={{ width: 48, height: 27, objectFit: 'cover', borderRadius: 0.5, bgcolor: '#eef0f6', flexShrink: 0 }}
    />
  );
}

/**
 * The ad creative to show (docs/product-rules.md §16: lists every creative of the tenant and
 * labels the approved ones). Only approved creatives can be chosen; the others
 * are listed disabled with their status, e.g. "(Pending Approval)".
 */
export function CreativeSelect({ creatives, value, onChange, error, onRetry, retrying, disabled = false }: CreativeSelectProps) {
  if (error) return <LoadError title="Ad creatives unavailable" message={error} onRetry={onRetry} retrying={retrying} />;
  if (!creatives) {
    return (
      <Box component="output" sx={{ display: 'block' }}>
        <Skeleton variant="rounded" height={56} />
        <Typography variant="caption" color="text.secondary">
          Loading your ad creatives…
        </Typography>
      </Box>
    );
  }
  if (creatives.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        You have no ad creatives yet.
      </Typography>
    );
  }
  const chosen = creatives.find((c) => c.id === value);
  return (
    <TextField
      select
      id="booking-creative"
      label="Ad Creative"
      value={chosen ? String(chosen.id) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      helperText="Only approved creatives can be booked."
      slotProps={{
        select: {
          displayEmpty: false,
          renderValue: () =>
            chosen && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Thumb creative={chosen} />
                <span>{chosen.name}</span>
              </Box>
            ),
        },
      }}
    >
      {creatives.map((creative) => (
        <MenuItem key={creative.id} value={String(creative.id)} disabled={!creative.approved} sx={{ gap: 1.5 }}>
          <Thumb creative={creative} />
          <Box component="span" sx={{ flex: 1 }}>
            {creative.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({creative.dimensions})
            </Typography>
          </Box>
          <Typography
            component="span"
            variant="body2"
            sx={{ color: creative.approved ? 'success.dark' : 'text.secondary', fontWeight: 600 }}
          >
            {creative.approved ? CREATIVE_STATUS_LABELS.approved : `(${CREATIVE_STATUS_LABELS[creative.status]})`}
          </Typography>
        </MenuItem>
      ))}
    </TextField>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ageRangeLabel, audienceLabel } from '../../utils/displayLabels';

function ChipRow({ title, labels, compact }: { title: string; labels: string[]; compact: boolean }) {
  if (labels.length === 0) return null;
  return (
    <Box sx={compact ? { display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' } : undefined}>
      <Typography component="p" variant="caption" color="text.secondary" sx={{ fontWeight: 600, mb: compact ? 0 : 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {labels.map((label) => (
          <li key={label}>
            <Chip label={label} size="small" variant="outlined" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

interface TargetChipsProps {
  ageRanges: readonly string[];
  audiences: readonly string[];
  /** Each title on the same line as its chips (list cards). */
  compact?: boolean;
}

/** The display's target age ranges and audiences, with their spec labels. */
export function TargetChips({ ageRanges, audiences, compact = false }: TargetChipsProps) {
  if (ageRanges.length === 0 && audiences.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: compact ? 0.75 : 1 }}>
      <ChipRow title="Age ranges" labels={ageRanges.map(ageRangeLabel)} compact={compact} />
      <ChipRow title="Audiences" labels={audiences.map(audienceLabel)} compact={compact} />
    </Box>
  );
}

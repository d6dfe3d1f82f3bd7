import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import type { ReactElement } from 'react';
import type { CreativeStatus } from '../../api/creatives';
import { CREATIVE_STATUS_LABELS } from './creativeStatus';
import { visuallyHidden } from '../visuallyHidden';

interface BadgeLook {
  icon: ReactElement;
  /** Background, text and border colours (text contrast ≥ 7:1 on the background). */
  colors: [string, string, string];
}

/** docs/product-rules.md §12 / docs/product-rules.md §5: yellow "Pending Approval", green "Approved", red "Rejected". */
const LOOKS: Record<CreativeStatus, BadgeLook> = {
  pending: { icon: <HourglassIcon />, colors: ['#fef9c3', '#713f12', '#facc15'] },
  approved: { icon: <CheckCircleIcon />, colors: ['#dcfce7', '#14532d', '#4ade80'] },
  rejected: { icon: <CancelIcon />, colors: ['#fee2e2', '#7f1d1d', '#f87171'] },
};

/** The review status of an ad creative as a coloured badge; screen readers hear "Status: …". */
export function CreativeStatusBadge({ status }: { status: CreativeStatus }) {
  const known = status in LOOKS ? status : 'pending';
  const { icon, colors } = LOOKS[known];
  const label = CREATIVE_STATUS_LABELS[known];
  const [background, text, border] = colors;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      data-status={status}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Status:{' '}
          </Box>
          {label}
        </>
      }
      sx={{
        bgcolor: background,
        color: text,
        borderColor: border,
        fontWeight: 700,
        '& .MuiChip-icon': { color: text, fontSize: 18 },
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import PaidIcon from '@mui/icons-material/CheckCircle';
import UnpaidIcon from '@mui/icons-material/ScheduleOutlined';
import { visuallyHidden } from '../../components/visuallyHidden';

/** The group's payment state: a green "Paid" badge or a neutral "Unpaid" one, read as "Payment status: Paid". */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return (
    <Chip
      size="small"
      color={paid ? 'success' : 'default'}
      variant={paid ? 'filled' : 'outlined'}
      icon={paid ? <PaidIcon aria-hidden /> : <UnpaidIcon aria-hidden />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Payment status:{' '}
          </Box>
          <span>{paid ? 'Paid' : 'Unpaid'}</span>
        </>
      }
      sx={{ fontWeight: 700 }}
    />
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BOOKING_MESSAGES } from './bookingRules';

const AD_CREATIVES_PATH = '/dashboard/ad-creatives';

/** docs/product-rules.md §15: without an approved ad creative there is nothing to book; shown instead of the submit button. */
export function NoApprovedCreativeNotice() {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={AD_CREATIVES_PATH} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          Go to Ad Creatives
        </Button>
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {BOOKING_MESSAGES.noApprovedCreative}
      </Typography>
      <Typography variant="body2">Upload one and wait for an admin to approve it.</Typography>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { AdCreative } from '../../../api/creatives';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TENANT_BOOKINGS_PATH } from '../../../navigation/paths';

interface DeleteCreativeDialogProps {
  /** The creative to delete; null closes the dialog. */
  creative: AdCreative | null;
  pending: boolean;
  /** Upcoming bookings that use it, when the server refused the delete (409). */
  upcomingBookings: number | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a creative is deleted (docs/product-rules.md §6.3), and explains a refusal: while
 * pending or confirmed bookings from today on use it, it stays; the tenant can cancel its pending
 * requests in My Bookings, or delete it once the booked dates are over.
 */
export function DeleteCreativeDialog({ creative, pending, upcomingBookings, onConfirm, onClose }: DeleteCreativeDialogProps) {
  const refused = upcomingBookings !== null && upcomingBookings > 0;
  return (
    <ConfirmDialog
      request={
        creative && {
          title: 'Delete ad creative?',
          text: `“${creative.name}” will be removed from your ad creatives and can no longer be booked. Its past bookings, plays and proof of play stay in your history.`,
          details: refused && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {`It can't be deleted yet: ${upcomingBookings} upcoming ${upcomingBookings === 1 ? 'booking uses' : 'bookings use'} it. `}
              Cancel its pending requests in{' '}
              <Link component={RouterLink} to={TENANT_BOOKINGS_PATH}>
                My Bookings
              </Link>
              , or delete it once its booked dates are over.
            </Alert>
          ),
          confirmLabel: refused ? 'Try Again' : 'Delete',
          pendingLabel: 'Deleting…',
        }
      }
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}

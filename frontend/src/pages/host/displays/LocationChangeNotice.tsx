import Alert from '@mui/material/Alert';
import type { HostDisplay } from '../../../api/displays';
import { formatAddress } from '../../../utils/displayLabels';

/**
 * A display's location change as its host sees it (docs/product-rules.md §5.4): the new
 * address waiting for review (meanwhile the display stays where it is, bookable and playing),
 * or a rejected one with the administrator's note.
 */
export function LocationChangeNotice({ display }: { display: Pick<HostDisplay, 'pendingChange' | 'rejectedChange'> }) {
  const { pendingChange, rejectedChange } = display;
  if (pendingChange) {
    return (
      <Alert severity="info" variant="outlined" role="note">
        New address waiting for review: <strong>{formatAddress(pendingChange)}</strong>. Until an administrator approves it, the display
        keeps its current address, stays bookable and keeps playing.
      </Alert>
    );
  }
  if (rejectedChange) {
    return (
      <Alert severity="warning" variant="outlined" role="note">
        The move to <strong>{formatAddress(rejectedChange)}</strong> was not approved
        {rejectedChange.approvalNotes ? `: ${rejectedChange.approvalNotes}` : '.'} The display keeps its current address.
      </Alert>
    );
  }
  return null;
}

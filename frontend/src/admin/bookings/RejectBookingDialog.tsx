import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import type { BookingGroup } from '../../api/bookings';
import { formatDateCount } from '../../utils/bookingFormat';

/** The server's limit for the note (docs/bookings.md). */
export const MAX_BOOKING_NOTE_LENGTH = 1000;

interface RejectBookingDialogProps {
  /** The request being rejected; null closes the dialog. */
  group: BookingGroup | null;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the (optional) note for the tenant. */
  onConfirm: (note: string) => void;
}

/**
 * Asks for an optional note before a booking request is rejected (decisions §3:
 * the tenant sees it). Focus moves to the note when it opens and back when it
 * closes; Escape cancels.
 */
export function RejectBookingDialog({ group, pending, onCancel, onConfirm }: RejectBookingDialogProps) {
  const [note, setNote] = useState('');
  // Keep the text on screen while the dialog fades out.
  const [shown, setShown] = useState(group);
  if (group !== null && group !== shown) setShown(group);
  const noteRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(note);
  };

  return (
    <Dialog
      open={group !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reject-booking-title"
      aria-describedby="reject-booking-description"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { component: 'form', onSubmit: handleSubmit, noValidate: true } as object,
        transition: { onEnter: () => setNote(''), onEntered: () => noteRef.current?.focus() },
      }}
    >
      <DialogTitle id="reject-booking-title">Reject booking request</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-booking-description" sx={{ mb: 2 }}>
          Reject the request of <strong>{shown?.tenant.username}</strong> for <strong>{shown?.display.name}</strong> (
          {formatDateCount(shown?.bookingDates.length ?? 0)})? Its hours become free again and the tenant sees your note.
        </DialogContentText>
        <TextField
          id="reject-booking-note"
          name="note"
          label="Note for the tenant (optional)"
          placeholder="e.g. The screen is under maintenance on these dates"
          multiline
          fullWidth
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={pending}
          inputRef={noteRef}
          helperText={`${note.length}/${MAX_BOOKING_NOTE_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MAX_BOOKING_NOTE_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';

interface DeleteDisplayDialogProps {
  open: boolean;
  /** Name of the display to delete. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a display is deleted. Focus starts on Cancel and returns to the card on close. */
export function DeleteDisplayDialog({ open, name, pending, onConfirm, onClose }: DeleteDisplayDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="delete-display-title"
      aria-describedby="delete-display-text"
      slotProps={{ transition: { onEntered: () => cancelRef.current?.focus() } }}
    >
      <DialogTitle id="delete-display-title">Delete display?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-display-text">
          &ldquo;{name}&rdquo; will be removed from your displays and from the map. Its past bookings and earnings stay in your history.
          This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button ref={cancelRef} onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending} color="error" variant="contained">
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';

/** The server's limit for a review note. */
export const MAX_REVIEW_NOTE_LENGTH = 1000;

interface RejectReviewDialogProps {
  /** E.g. "Reject display". */
  title: string;
  /** The reviewed item's name while the dialog is open; null closes it. */
  itemName: string | null;
  /** Who reads the note: "host" or "tenant". */
  owner: string;
  notePlaceholder?: string;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the (optional) note for the owner. */
  onConfirm: (note: string) => void;
}

/**
 * Asks for an optional note before a rejection (decisions §4: the owner sees
 * it under a red "Rejected" badge). Focus moves to the note when the dialog
 * opens and back when it closes; Escape cancels. Shared by the admin reviews.
 */
export function RejectReviewDialog({ title, itemName, owner, notePlaceholder, pending, onCancel, onConfirm }: RejectReviewDialogProps) {
  const [note, setNote] = useState('');
  // Keep the name on screen while the dialog fades out.
  const [shownName, setShownName] = useState(itemName);
  if (itemName !== null && itemName !== shownName) setShownName(itemName);
  const noteRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(note);
  };

  return (
    <Dialog
      open={itemName !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reject-review-title"
      aria-describedby="reject-review-description"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { component: 'form', onSubmit: handleSubmit, noValidate: true } as object,
        transition: { onEnter: () => setNote(''), onEntered: () => noteRef.current?.focus() },
      }}
    >
      <DialogTitle id="reject-review-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-review-description" sx={{ mb: 2 }}>
          Reject <strong>{shownName}</strong>? The {owner} sees a red &quot;Rejected&quot; badge and your note.
        </DialogContentText>
        <TextField
          id="reject-review-note"
          name="note"
          label={`Note for the ${owner} (optional)`}
          placeholder={notePlaceholder}
          multiline
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={pending}
          inputRef={noteRef}
          helperText={`${note.length}/${MAX_REVIEW_NOTE_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MAX_REVIEW_NOTE_LENGTH } }}
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

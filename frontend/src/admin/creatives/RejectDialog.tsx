import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';

export const MAX_NOTE_LENGTH = 1000;

interface RejectDialogProps {
  /** The creative's name while the dialog is open; null closes it. */
  creativeName: string | null;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the (optional) note for the tenant. */
  onConfirm: (note: string) => void;
}

/**
 * Asks for an optional note before a rejection (decisions §4: the tenant sees
 * it under a red "Rejected" badge). Focus moves to the note when it opens and
 * back to the page when it closes; Escape cancels.
 */
export function RejectDialog({ creativeName, pending, onCancel, onConfirm }: RejectDialogProps) {
  const open = creativeName !== null;
  const [note, setNote] = useState('');
  // Keep the name on screen while the dialog fades out.
  const [shownName, setShownName] = useState(creativeName);
  if (creativeName !== null && creativeName !== shownName) setShownName(creativeName);
  const noteRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(note);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reject-dialog-title"
      aria-describedby="reject-dialog-description"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { component: 'form', onSubmit: handleSubmit, noValidate: true } as object,
        transition: { onEnter: () => setNote(''), onEntered: () => noteRef.current?.focus() },
      }}
    >
      <DialogTitle id="reject-dialog-title">Reject ad creative</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-dialog-description" sx={{ mb: 2 }}>
          Reject <strong>{shownName}</strong>? The tenant sees a red &quot;Rejected&quot; badge and your note.
        </DialogContentText>
        <TextField
          id="reject-note"
          name="note"
          label="Note for the tenant (optional)"
          placeholder="e.g. The text is too small to read on a screen"
          multiline
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={pending}
          inputRef={noteRef}
          helperText={`${note.length}/${MAX_NOTE_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
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

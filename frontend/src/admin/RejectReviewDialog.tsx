import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

/** The server's limit for a review or rejection note. */
export const MAX_REVIEW_NOTE_LENGTH = 1000;

interface RejectReviewDialogProps<T> {
  /** E.g. "Reject display". */
  title: string;
  /** The item being rejected while the dialog is open; null closes it. */
  item: T | null;
  /**
   * The question above the note, for the item. By default (for a reviewed
   * item given as its name): `Reject <name>? The <owner> sees a red "Rejected" badge and your note.`
   */
  describe?: (item: T) => ReactNode;
  /** Who reads the note: "host" or "tenant". */
  owner: string;
  notePlaceholder?: string;
  /** Let the note take the dialog's whole width. */
  fullWidthNote?: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the (optional) note for the owner. */
  onConfirm: (note: string) => void;
}

/**
 * Asks for an optional note before a rejection (docs/product-rules.md §4, §5: the owner
 * sees it, for a review under a red "Rejected" badge). Focus moves to the note
 * when the dialog opens and back when it closes; Escape cancels. Shared by the
 * admin reviews and booking requests.
 */
export function RejectReviewDialog<T = string>({
  title,
  item,
  describe,
  owner,
  notePlaceholder,
  fullWidthNote = false,
  pending,
  onCancel,
  onConfirm,
}: RejectReviewDialogProps<T>) {
  const id = useId();
  const [note, setNote] = useState('');
  // Keep the text on screen while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  const noteRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(note);
  };

  return (
    <Dialog
      open={item !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { component: 'form', onSubmit: handleSubmit, noValidate: true } as object,
        transition: { onEnter: () => setNote(''), onEntered: () => noteRef.current?.focus() },
      }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`} sx={{ mb: 2 }}>
          {shown !== null &&
            (describe ? (
              describe(shown)
            ) : (
              <>
                Reject <strong>{String(shown)}</strong>? The {owner} sees a red &quot;Rejected&quot; badge and your note.
              </>
            ))}
        </DialogContentText>
        <TextField
          id={`${id}-note`}
          name="note"
          label={`Note for the ${owner} (optional)`}
          placeholder={notePlaceholder}
          multiline
          fullWidth={fullWidthNote}
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

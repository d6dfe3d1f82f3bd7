import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState, type ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  /** The question, one paragraph. */
  text: ReactNode;
  /** More to read before deciding (a list of dates, what it costs), under the question. */
  details?: ReactNode;
  /** E.g. "Delete". */
  confirmLabel: string;
  /** E.g. "Deleting…". */
  pendingLabel: string;
  /** The safe choice's label; "Cancel" by default ("Keep" where the action itself is a cancel). */
  dismissLabel?: string;
}

interface ConfirmDialogProps {
  /** What to ask; null closes the dialog. */
  request: ConfirmRequest | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action. Focus starts on Cancel (the safe choice),
 * Escape cancels, and MUI hands focus back to the opener on close.
 */
export function ConfirmDialog({ request, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Keep the text on screen while the dialog fades out.
  const [shown, setShown] = useState(request);
  if (request !== null && request !== shown) setShown(request);

  return (
    <Dialog
      open={request !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ transition: { onEntered: () => cancelRef.current?.focus() } }}
    >
      <DialogTitle id={`${id}-title`}>{shown?.title}</DialogTitle>
      <DialogContent id={`${id}-text`}>
        <DialogContentText>{shown?.text}</DialogContentText>
        {shown?.details}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button ref={cancelRef} onClick={onCancel} disabled={pending} color="inherit">
          {shown?.dismissLabel ?? 'Cancel'}
        </Button>
        <Button onClick={onConfirm} disabled={pending} color="error" variant="contained">
          {pending ? shown?.pendingLabel : shown?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

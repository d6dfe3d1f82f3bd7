import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdCreative } from '../../../api/creatives';

export const NAME_MAX_LENGTH = 100;

interface RenameCreativeDialogProps {
  /** The creative to rename; null closes the dialog. */
  creative: AdCreative | null;
  pending: boolean;
  /** The server's refusal, if the last try failed. */
  serverError: string | null;
  /** Resolves to whether the rename went through (the dialog closes then). */
  onRename: (creative: AdCreative, name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Rename a creative: one field filled with the current name, checked as the server checks it (1–100 characters, trimmed). */
export function RenameCreativeDialog({ creative, pending, serverError, onRename, onClose }: RenameCreativeDialogProps) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // Keep the last creative while the dialog fades out; start from its name each time it opens.
  const [shown, setShown] = useState(creative);
  const [name, setName] = useState(creative?.name ?? '');
  const [touched, setTouched] = useState(false);
  if (creative !== null && creative !== shown) {
    setShown(creative);
    setName(creative.name);
    setTouched(false);
  }
  const trimmed = name.trim();
  const problem = trimmed === '' ? 'Name is required' : trimmed.length > NAME_MAX_LENGTH ? `At most ${NAME_MAX_LENGTH} characters` : null;
  const shownError = (touched && problem) || serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || !shown) return;
    if (trimmed === shown.name) return onClose();
    if (await onRename(shown, trimmed)) onClose();
  };

  return (
    <Dialog
      open={creative !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEntered: () => {
            fieldRef.current?.focus();
            fieldRef.current?.select();
          },
        },
      }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={`${id}-title`}>Rename ad creative</DialogTitle>
        <DialogContent>
          <TextField
            inputRef={fieldRef}
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(shownError)}
            helperText={shownError || `${trimmed.length}/${NAME_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH + 20 } }}
            disabled={pending}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

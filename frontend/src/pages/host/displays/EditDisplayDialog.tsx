import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { type HostDisplay, type UpdateDisplayBody, useUpdateDisplay } from '../../../api/displays';
import { errorText } from '../../../api/errors';
import { useToast } from '../../../providers/toastContext';
import { DisplayForm } from './DisplayForm';

interface EditDisplayDialogProps {
  /** The display being edited; null closes the dialog. */
  display: HostDisplay | null;
  onClose: () => void;
}

/**
 * Edit a display (docs/product-rules.md §6.4): the Add Display form, filled in, in a dialog (full
 * screen on a phone). Only the fields that changed are sent; a refusal shows above the form;
 * focus returns to the card's Edit button when it closes.
 */
export function EditDisplayDialog({ display, onClose }: EditDisplayDialogProps) {
  const update = useUpdateDisplay();
  const { toast } = useToast();
  // Keep the form on screen while the dialog fades out; each opening starts a new form from the display as it is then.
  const [shown, setShown] = useState(display);
  const [opening, setOpening] = useState({ open: display !== null, n: 0 });
  if ((display !== null) !== opening.open) setOpening({ open: display !== null, n: opening.n + (display ? 1 : 0) });
  if (display !== null && display !== shown && (shown === null || display.id !== shown.id || !opening.open)) setShown(display);

  const save = (body: UpdateDisplayBody) => {
    if (!shown) return;
    if (Object.keys(body).length === 0) {
      toast({ title: 'No changes', description: 'Nothing was changed, so nothing was saved.' });
      onClose();
      return;
    }
    update.mutate(
      { id: shown.id, body },
      {
        onSuccess: (saved) => {
          const moving = saved.pendingChange && ('coordinates' in body || 'streetAddress' in body || 'city' in body || 'zipCode' in body);
          toast({
            title: 'Success',
            description: moving
              ? 'Display updated. The new address waits for review; until then the display keeps its current address.'
              : 'Display updated successfully',
            variant: 'success',
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={display !== null}
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="edit-display-heading"
      fullWidth
      maxWidth="md"
      // Full screen on a phone, by styles rather than a media query hook (which would split a shared chunk of the public pages).
      slotProps={{
        transition: { onEnter: () => update.reset() }, // a refusal of an earlier try is not this one's
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
            height: { xs: '100%', sm: 'auto' },
            borderRadius: { xs: 0, sm: 3 },
            width: { xs: '100%', sm: 'calc(100% - 64px)' },
            maxWidth: { xs: '100%', md: 900 },
          },
        },
      }}
    >
      <DialogContent sx={{ p: { xs: 2.5, md: 4 } }}>
        {/* In the dialog, not a toast: a modal dialog hides the rest of the page from screen readers. */}
        {update.isError && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {errorText(update.error)}
          </Alert>
        )}
        {shown && (
          <DisplayForm key={`${shown.id}-${opening.n}`} display={shown} onSubmit={save} onCancel={onClose} pending={update.isPending} />
        )}
      </DialogContent>
    </Dialog>
  );
}

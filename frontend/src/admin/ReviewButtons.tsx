import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/HighlightOff';

interface ReviewButtonsProps {
  /** The reviewed item's name, for the buttons' accessible names. */
  name: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Hide Approve (already approved) or Reject (already rejected). */
  hideApprove?: boolean;
  hideReject?: boolean;
}

/** Approve and Reject, side by side (a pending display or creative, a display's page). */
export function ReviewButtons({ name, busy, onApprove, onReject, hideApprove = false, hideReject = false }: ReviewButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
      {!hideApprove && (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          onClick={onApprove}
          disabled={busy}
          aria-label={`Approve ${name}`}
          sx={{ flex: 1 }}
        >
          Approve
        </Button>
      )}
      {!hideReject && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          onClick={onReject}
          disabled={busy}
          aria-label={`Reject ${name}`}
          sx={{ flex: 1 }}
        >
          Reject
        </Button>
      )}
    </Box>
  );
}

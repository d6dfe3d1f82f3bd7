import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A full-width submit button that keeps its name while the request runs. */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}

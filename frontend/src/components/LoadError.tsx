import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed read, in the page: what failed and a Retry button. */
export function LoadError({ title = 'Something went wrong', message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}

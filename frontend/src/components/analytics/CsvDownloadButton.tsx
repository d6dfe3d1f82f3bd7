import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { saveBlob } from '../../utils/saveBlob';

interface CsvDownloadButtonProps {
  label: string;
  /** Reads the file (api/analytics.ts); throws with the server's message when it is refused. */
  read: () => Promise<{ blob: Blob; name: string }>;
}

/**
 * A CSV export: reads the file, then saves it under the server's name. A refusal shows the
 * server's message under the button (docs/product-rules.md §17.8), instead of saving the
 * error's JSON as a file, as a plain download link would.
 */
export function CsvDownloadButton({ label, read }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await read();
      saveBlob(file.blob, file.name);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing the file…' : label}
      </Button>
      {error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {`The file could not be downloaded: ${error}`}
        </Alert>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useRef, useState, type FormEvent } from 'react';
import type { NewAdCreative } from '../../../api/creatives';
import {
  checkDimensions,
  checkImageFile,
  checkName,
  MAX_NAME_LENGTH,
  nameFromFileName,
  normaliseDimensions,
  readAsDataUrl,
  UPLOAD_MESSAGES,
} from './creativeFile';
import { ImageFilePicker } from './ImageFilePicker';
import { useImageSelection } from './useImageSelection';

interface UploadCreativeFormProps {
  /** Sends the creative; resolves true when the server accepted it. */
  onUpload: (creative: NewAdCreative) => Promise<boolean>;
  uploading: boolean;
  /** Why the server refused the last upload, shown under the form. */
  serverError?: string | null;
  /** Called when the person changes the form after a refused upload. */
  onEdit?: () => void;
}

type Field = 'name' | 'file' | 'dimensions';

/**
 * The upload form (docs/product-rules.md §12, §15): name, image file and dimensions, all required.
 * The dimensions are filled in from the chosen image's natural size (still
 * editable). Type and size are checked before the file is read, so an oversized
 * file sends nothing. While the file is read and sent, a progress bar shows and
 * the button is disabled.
 */
export function UploadCreativeForm({ onUpload, uploading, serverError, onEdit }: UploadCreativeFormProps) {
  const [name, setName] = useState('');
  const [dimensions, setDimensions] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [phase, setPhase] = useState<'idle' | 'reading' | 'sending'>('idle');
  const image = useImageSelection();
  const nameRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const dimensionsRef = useRef<HTMLInputElement>(null);
  const busy = phase !== 'idle' || uploading;

  const edited = (field: Field) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (serverError) onEdit?.();
  };

  const selectFile = async (file: File | null) => {
    edited('file');
    setDimensions('');
    if (!file && fileRef.current) fileRef.current.value = '';
    if (file) setName((current) => (current.trim() === '' ? nameFromFileName(file.name) : current));
    const measured = await image.select(file);
    if (measured) {
      setDimensions(measured);
      setErrors((current) => ({ ...current, dimensions: undefined }));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {
      name: checkName(name),
      file: image.error ?? checkImageFile(image.file),
      dimensions: checkDimensions(dimensions),
    };
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.file || !image.file || !image.mimeType) return fileRef.current?.focus();
    if (found.dimensions) return dimensionsRef.current?.focus();

    setPhase('reading');
    let fileUrl: string;
    try {
      fileUrl = await readAsDataUrl(image.file, image.mimeType);
    } catch {
      setErrors({ file: UPLOAD_MESSAGES.unreadable });
      setPhase('idle');
      return;
    }
    setPhase('sending');
    const accepted = await onUpload({ name: name.trim(), fileUrl, dimensions: normaliseDimensions(dimensions) ?? dimensions });
    setPhase('idle');
    if (!accepted) return;
    setName('');
    setDimensions('');
    setErrors({});
    if (fileRef.current) fileRef.current.value = '';
    void image.select(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Upload ad creative" aria-busy={busy}>
      <TextField
        id="creative-name"
        name="name"
        label="Name"
        required
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          edited('name');
        }}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'Shown to you and in bookings'}
        disabled={busy}
        inputRef={nameRef}
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
      />
      <ImageFilePicker
        selection={image}
        error={errors.file ?? image.error}
        disabled={busy}
        onSelect={(file) => void selectFile(file)}
        inputRef={fileRef}
      />
      <TextField
        id="creative-dimensions"
        name="dimensions"
        label="Dimensions"
        placeholder="1920x1080"
        required
        value={dimensions}
        onChange={(event) => {
          setDimensions(event.target.value);
          edited('dimensions');
        }}
        error={Boolean(errors.dimensions)}
        helperText={errors.dimensions ?? (image.reading ? 'Reading the image size…' : 'Width x height in pixels, filled in from the image')}
        disabled={busy}
        inputRef={dimensionsRef}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
          htmlInput: { spellCheck: false, autoComplete: 'off' },
        }}
      />
      {serverError && !busy && (
        <Alert severity="error" role="note" sx={{ overflowWrap: 'anywhere' }}>
          <strong>Upload refused:</strong> {serverError}
        </Alert>
      )}
      <Box>
        {busy && (
          <Box sx={{ mb: 1.5 }}>
            <LinearProgress aria-label="Uploading ad creative" />
            <Typography component="output" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
              {phase === 'reading' ? 'Preparing the image…' : 'Uploading…'}
            </Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={<UploadIcon />}>
          {busy ? 'Uploading…' : 'Upload Ad Creative'}
        </Button>
      </Box>
    </Stack>
  );
}

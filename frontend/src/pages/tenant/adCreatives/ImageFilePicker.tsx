import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useState, type DragEvent, type Ref } from 'react';
import { formatBytes, formatCount } from '../../../utils/format';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { ACCEPT_ATTRIBUTE, MAX_CREATIVE_BYTES } from './creativeFile';
import type { ImageSelection } from './useImageSelection';

interface ImageFilePickerProps {
  selection: ImageSelection;
  /** A message to show under the field (the selection's own error, or "Please select a file"). */
  error?: string;
  disabled: boolean;
  onSelect: (file: File | null) => void;
  inputRef: Ref<HTMLInputElement>;
}

const INPUT_ID = 'creative-file';
const HELP_ID = 'creative-file-help';

/** The image field: a drop zone around a labelled file input, then a preview of the chosen image. */
export function ImageFilePicker({ selection, error, disabled, onSelect, inputRef }: ImageFilePickerProps) {
  const [dragging, setDragging] = useState(false);
  const { file, previewUrl, size } = selection;
  const tooLarge = (file?.size ?? 0) > MAX_CREATIVE_BYTES;

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onSelect(dropped);
  };

  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Image file <span aria-hidden>*</span>
      </Typography>
      <Box
        component="label"
        htmlFor={INPUT_ID}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          minHeight: 168,
          p: previewUrl ? 1 : 3,
          textAlign: 'center',
          borderRadius: 2,
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : '#cbd5e1',
          bgcolor: dragging ? 'rgba(67, 56, 202, 0.06)' : '#f8fafc',
          cursor: disabled ? 'default' : 'pointer',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': disabled ? undefined : { borderColor: 'primary.light' },
          '&:focus-within': { outline: '3px solid #4338ca', outlineOffset: 2 },
        }}
      >
        <Box
          component="input"
          ref={inputRef}
          id={INPUT_ID}
          type="file"
          name="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-label="Image file"
          aria-required="true"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={HELP_ID}
          disabled={disabled}
          onChange={(event: { target: HTMLInputElement }) => onSelect(event.target.files?.[0] ?? null)}
          sx={visuallyHidden}
        />
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt={`Preview of ${file?.name ?? 'the chosen image'}`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, objectFit: 'contain', borderRadius: 1 }}
          />
        ) : (
          <Box aria-hidden sx={{ color: 'text.secondary' }}>
            <AddPhotoIcon sx={{ fontSize: 40, color: 'primary.main' }} />
            <Typography sx={{ fontWeight: 600, color: 'text.primary', mt: 0.5 }}>Choose an image or drop it here</Typography>
            <Typography variant="body2">or click to browse your files</Typography>
          </Box>
        )}
      </Box>
      {file && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            mt: 1,
            py: 0.75,
            px: 1.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.5,
          }}
        >
          <ImageIcon aria-hidden color="primary" />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={file.name} sx={{ fontWeight: 600 }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color={tooLarge ? 'error' : 'text.secondary'} component="p">
              {formatBytes(file.size)}
              {tooLarge && ` (${formatCount(file.size)} bytes)`}
              {size && ` · ${size.width} × ${size.height} px`}
            </Typography>
          </Box>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteIcon />}
            onClick={() => onSelect(null)}
            disabled={disabled}
            aria-label="Remove image"
            sx={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        </Box>
      )}
      <FormHelperText id={HELP_ID} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? 'PNG, JPG, GIF or WebP, up to 5 MB'}
      </FormHelperText>
    </Box>
  );
}

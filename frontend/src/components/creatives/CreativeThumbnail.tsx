import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { useState } from 'react';

interface CreativeThumbnailProps {
  /** Use the creative's thumbnailUrl in lists, never the full file. */
  src: string;
  /** What the image shows, e.g. "Ad creative Summer Sale". */
  alt: string;
  /** CSS aspect ratio of the frame; the image is fitted inside it. */
  aspectRatio?: string;
  /** 'contain' shows the whole image (default); 'cover' crops it to fill the frame. */
  fit?: 'cover' | 'contain';
  /** The words under the placeholder icon when the image can't be loaded. */
  unavailableText?: string;
}

/**
 * An ad creative's preview in a fixed frame, on a checkered backdrop that shows
 * transparency. If the image can't be loaded, a placeholder icon takes its place
 * (docs/product-rules.md §12: "A broken image shows a placeholder icon").
 */
export function CreativeThumbnail({
  src,
  alt,
  aspectRatio = '16 / 9',
  fit = 'contain',
  unavailableText = 'Image unavailable',
}: CreativeThumbnailProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc === src;

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio,
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        bgcolor: '#eef0f6',
        backgroundImage:
          'linear-gradient(45deg, #e4e7f0 25%, transparent 25%, transparent 75%, #e4e7f0 75%), linear-gradient(45deg, #e4e7f0 25%, transparent 25%, transparent 75%, #e4e7f0 75%)',
        backgroundSize: '16px 16px',
        backgroundPosition: '0 0, 8px 8px',
      }}
    >
      {broken ? (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }} data-testid="creative-placeholder">
          <BrokenImageIcon titleAccess={`${alt} (image unavailable)`} sx={{ fontSize: 40 }} data-testid="broken-image-icon" />
          <Typography component="span" variant="body2" aria-hidden sx={{ display: 'block', mt: 0.5 }}>
            {unavailableText}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setBrokenSrc(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      )}
    </Box>
  );
}

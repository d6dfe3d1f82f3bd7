import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { useState } from 'react';

interface CreativePreviewProps {
  /** The creative's thumbnailUrl (never the full file in lists). */
  src: string;
  /** What the image shows, e.g. "Ad creative Summer Sale". */
  alt: string;
  /** 'cover' crops to fill the frame (default); 'contain' shows the whole image. */
  fit?: 'cover' | 'contain';
}

/**
 * A booked creative in a 16:9 frame, cropped to fill it (object-fit: cover) or
 * shown whole. If the image can't be loaded, a placeholder icon takes its place.
 */
export function CreativePreview({ src, alt, fit = 'cover' }: CreativePreviewProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc === src;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#eef0f6',
      }}
    >
      {broken ? (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 1 }}>
          <ImageNotSupportedIcon titleAccess={`${alt} (image unavailable)`} sx={{ fontSize: 40 }} data-testid="creative-placeholder" />
          <Typography component="span" variant="caption" aria-hidden sx={{ display: 'block' }}>
            Preview unavailable
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

import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageFile, imageMimeType, readImageSize, UPLOAD_MESSAGES } from './creativeFile';

export interface ImageSelection {
  file: File | null;
  /** The accepted image type of the file (declared or from its extension). */
  mimeType: string | null;
  /** An object URL of the chosen file, for the preview (revoked when replaced). */
  previewUrl: string | null;
  /** Natural pixel size, once the browser has decoded the image. */
  size: { width: number; height: number } | null;
  /** Why the file can't be uploaded (type, size, unreadable). */
  error?: string;
  /** True while the browser decodes the image to learn its size. */
  reading: boolean;
}

const NOTHING: ImageSelection = { file: null, mimeType: null, previewUrl: null, size: null, reading: false };

/**
 * The chosen image file of the upload form. Type and size are checked first:
 * an oversized or non-image file is never read (no preview, nothing decoded).
 * Otherwise the image is decoded for its preview and natural size.
 */
export function useImageSelection() {
  const [selection, setSelection] = useState<ImageSelection>(NOTHING);
  const latest = useRef(0);

  const { previewUrl } = selection;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  /** Takes a file (null clears). Resolves to "WIDTHxHEIGHT" once known, or null. */
  const select = useCallback(async (file: File | null): Promise<string | null> => {
    latest.current += 1;
    const attempt = latest.current;
    if (!file) {
      setSelection(NOTHING);
      return null;
    }
    const error = checkImageFile(file);
    if (error) {
      setSelection({ ...NOTHING, file, error });
      return null;
    }
    const url = URL.createObjectURL(file);
    setSelection({ ...NOTHING, file, mimeType: imageMimeType(file), previewUrl: url, reading: true });
    try {
      const size = await readImageSize(url);
      if (attempt !== latest.current) return null;
      setSelection((current) => ({ ...current, size, reading: false }));
      return `${size.width}x${size.height}`;
    } catch {
      if (attempt !== latest.current) return null;
      setSelection({ ...NOTHING, file, error: UPLOAD_MESSAGES.unreadable });
      return null;
    }
  }, []);

  return { ...selection, select };
}

import { useCallback, useState } from 'react';
import { fetchCreativeFile, type AdCreative } from '../../../api/creatives';
import { useToast } from '../../../providers/toastContext';
import { saveBlob } from '../../../utils/saveBlob';
import { creativeFileName } from './downloadFile';

export const DOWNLOAD_FAILED_TEXT = 'Failed to download the image. Please try again.';

/**
 * Downloads a creative's original image (docs/product-rules.md §12, §17): fetches its file URL,
 * saves it under a readable name, and says so in toasts ("Downloading…",
 * "Download Complete", "Download Failed").
 */
export function useCreativeDownload() {
  const { toast } = useToast();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const download = useCallback(
    async (creative: AdCreative) => {
      const fileName = creativeFileName(creative);
      setDownloadingId(creative.id);
      toast({ title: 'Downloading…', description: `Fetching "${creative.name}".` });
      try {
        saveBlob(await fetchCreativeFile(creative.fileUrl), fileName);
        toast({ title: 'Download Complete', description: `Saved as ${fileName}.`, variant: 'success' });
      } catch (error) {
        console.error('Creative download failed', error);
        toast({ title: 'Download Failed', description: DOWNLOAD_FAILED_TEXT, variant: 'destructive' });
      } finally {
        setDownloadingId(null);
      }
    },
    [toast],
  );

  return { download, downloadingId };
}

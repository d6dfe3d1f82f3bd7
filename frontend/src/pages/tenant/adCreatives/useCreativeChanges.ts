import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { type AdCreative, upcomingBookingsOf, useDeleteAdCreative, useRenameAdCreative } from '../../../api/creatives';
import { useToast } from '../../../providers/toastContext';

export const RENAMED_TEXT = 'Ad creative renamed';
export const DELETED_TEXT = 'Ad creative deleted';

/**
 * Rename and delete of the tenant's creatives (docs/product-rules.md §6.3): which creative each
 * dialog is open for, the calls, and their toasts. A delete refused because bookings use the
 * creative stays in its dialog, which explains why; other failures are toasts.
 */
export function useCreativeChanges() {
  const rename = useRenameAdCreative();
  const remove = useDeleteAdCreative();
  const { toast } = useToast();
  const [renaming, setRenaming] = useState<AdCreative | null>(null);
  const [deleting, setDeleting] = useState<AdCreative | null>(null);

  const renameTo = async (creative: AdCreative, name: string): Promise<boolean> => {
    try {
      await rename.mutateAsync({ id: creative.id, name });
    } catch {
      return false; // the dialog shows the server's text
    }
    toast({ title: 'Success', description: RENAMED_TEXT, variant: 'success' });
    return true;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      if (upcomingBookingsOf(error) === null) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        setDeleting(null);
      }
      return;
    }
    toast({ title: 'Success', description: DELETED_TEXT, variant: 'success' });
    setDeleting(null);
  };

  return {
    rename: {
      creative: renaming,
      pending: rename.isPending,
      serverError: rename.error ? errorText(rename.error) : null,
      open: (creative: AdCreative) => {
        rename.reset();
        setRenaming(creative);
      },
      close: () => setRenaming(null),
      submit: renameTo,
    },
    remove: {
      creative: deleting,
      pending: remove.isPending,
      upcomingBookings: upcomingBookingsOf(remove.error),
      open: (creative: AdCreative) => {
        remove.reset();
        setDeleting(creative);
      },
      close: () => setDeleting(null),
      confirm: () => void confirmDelete(),
    },
  };
}

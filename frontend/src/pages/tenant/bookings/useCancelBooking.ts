import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { type GroupDate, type TenantBookingGroup, useCancelBookingGroup } from '../../../api/tenantBookingGroups';
import type { ConfirmRequest } from '../../../components/ConfirmDialog';
import { formatDateCount } from '../../../utils/bookingFormat';
import { formatDateRuns } from '../../../utils/dateRuns';
import { formatCents, toCents } from '../../../utils/money';
import { useToast } from '../../../providers/toastContext';

export const REQUEST_CANCELLED_TEXT = 'Booking request cancelled';

/** What is being cancelled: a whole pending group (`date` null) or one of its dates. */
interface Cancelling {
  group: TenantBookingGroup;
  date: GroupDate | null;
}

function question({ group, date }: Cancelling): ConfirmRequest {
  const dates = date ? [date] : group.bookingDates;
  const amount = formatCents(dates.reduce((sum, d) => sum + toCents(d.totalPrice), 0));
  const what = `${formatDateRuns(dates.map((d) => d.date))} (${formatDateCount(dates.length)}, ${amount})`;
  return {
    title: date ? 'Cancel this date?' : 'Cancel booking request?',
    text: `Cancel your request for ${group.display.name} on ${what}? The hours become free for others to book. This cannot be undone.`,
    confirmLabel: date ? 'Cancel Date' : 'Cancel Request',
    pendingLabel: 'Cancelling…',
    dismissLabel: 'Keep',
  };
}

/**
 * A tenant cancels a pending request or one of its dates (docs/product-rules.md §4.10): the dialog's
 * question, the call and its toasts. Resolves nothing: the list is read again after a success.
 */
export function useCancelBooking() {
  const cancel = useCancelBookingGroup();
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);

  const confirm = async () => {
    if (!cancelling) return;
    const { group, date } = cancelling;
    try {
      await cancel.mutateAsync({ group, dates: date ? [date.date] : undefined });
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      setCancelling(null);
      return;
    }
    toast({ title: 'Success', description: date ? `${formatDateCount(1)} cancelled` : REQUEST_CANCELLED_TEXT, variant: 'success' });
    setCancelling(null);
  };

  return {
    request: cancelling && question(cancelling),
    pending: cancel.isPending,
    start: (group: TenantBookingGroup, date: GroupDate | null) => setCancelling({ group, date }),
    close: () => setCancelling(null),
    confirm: () => void confirm(),
  };
}

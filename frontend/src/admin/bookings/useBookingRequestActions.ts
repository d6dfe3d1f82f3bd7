import { useCallback } from 'react';
import { useConfirmBookingGroup, useRejectBookingGroup, type BookingGroup } from '../../api/bookings';
import { errorText } from '../../api/errors';
import { useToast } from '../../providers/toastContext';
import { BOOKING_RESOURCES } from './resources';

export const CONFIRMED_TEXT = 'Booking confirmed';
export const REJECTED_TEXT = 'Booking rejected';

/**
 * Confirm / Reject a booking request: a "Success" toast, or an "Error" toast
 * with the server's text. Both booking lists reload first (a confirmed request
 * moves to Confirmed Bookings). Each action resolves to whether it went through.
 */
export function useBookingRequestActions() {
  const confirmation = useConfirmBookingGroup(BOOKING_RESOURCES);
  const rejection = useRejectBookingGroup(BOOKING_RESOURCES);
  const { mutateAsync: confirmGroup } = confirmation;
  const { mutateAsync: rejectGroup } = rejection;
  const { toast } = useToast();

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Success', description: success, variant: 'success' });
      return true;
    },
    [toast],
  );

  return {
    confirm: useCallback((group: BookingGroup) => run(() => confirmGroup(group.groupId), CONFIRMED_TEXT), [run, confirmGroup]),
    reject: useCallback(
      (group: BookingGroup, note: string) =>
        run(() => rejectGroup({ groupId: group.groupId, notes: note.trim() || undefined }), REJECTED_TEXT),
      [run, rejectGroup],
    ),
    /** The group being confirmed or rejected right now, if any. */
    busyId: confirmation.isPending
      ? (confirmation.variables ?? null)
      : rejection.isPending
        ? (rejection.variables?.groupId ?? null)
        : null,
  };
}

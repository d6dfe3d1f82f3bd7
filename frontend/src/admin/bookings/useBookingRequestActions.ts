import { useCallback } from 'react';
import type { BookingGroup } from '../../api/bookings';
import { useToastedAction } from '../../hooks/useToastedAction';
import { useAdminAction } from '../useAdminData';

export const CONFIRMED_TEXT = 'Booking confirmed';
export const REJECTED_TEXT = 'Booking rejected';

/**
 * Confirm / Reject a booking request: a "Success" toast, or an "Error" toast
 * with the server's text. The booking lists reload first (a confirmed request
 * moves to the Confirmed tab). Each action resolves to whether it went through.
 */
export function useBookingRequestActions() {
  const confirmation = useAdminAction((dp, groupId: string) => dp.confirmGroup(groupId));
  const rejection = useAdminAction((dp, { groupId, notes }: { groupId: string; notes?: string }) => dp.rejectGroup(groupId, notes));
  const { mutateAsync: confirmGroup } = confirmation;
  const { mutateAsync: rejectGroup } = rejection;
  const run = useToastedAction();

  return {
    confirm: useCallback((group: BookingGroup) => run(() => confirmGroup(group.groupId), { success: CONFIRMED_TEXT }), [run, confirmGroup]),
    reject: useCallback(
      (group: BookingGroup, note: string) =>
        run(() => rejectGroup({ groupId: group.groupId, notes: note.trim() || undefined }), { success: REJECTED_TEXT }),
      [run, rejectGroup],
    ),
    /** The group being confirmed or rejected right now, if any. */
    busyId: confirmation.isPending ? (confirmation.variables ?? null) : rejection.isPending ? (rejection.variables?.groupId ?? null) : null,
  };
}

import { useCallback } from 'react';
import type { BookingDate, BookingGroup } from '../../api/bookings';
import { useToastedAction } from '../../hooks/useToastedAction';
import { useAdminAction } from '../useAdminData';

export const DELETED_TEXT = 'Booking deleted successfully';
export const ALL_DELETED_TEXT = 'All bookings deleted successfully';
export const DELETE_ALL_FAILED_TEXT = 'Failed to delete all bookings';

/**
 * Mark paid / unpaid, delete one booking, delete all bookings of a group, with
 * their toasts. The server keeps the paid state.
 * The lists reload first; each action resolves to whether it went through.
 */
export function useConfirmedBookingActions() {
  const payment = useAdminAction((dp, { groupId, paid }: { groupId: string; paid: boolean }) => dp.setPaid(groupId, paid));
  const deletion = useAdminAction((dp, id: number) => dp.deleteBooking(id));
  const groupDeletion = useAdminAction((dp, groupId: string) => dp.deleteGroup(groupId));
  const { mutateAsync: markPaid } = payment;
  const { mutateAsync: deleteOne } = deletion;
  const { mutateAsync: deleteGroup } = groupDeletion;
  const run = useToastedAction();

  const setPaid = useCallback(
    (group: BookingGroup, paid: boolean) =>
      run(() => markPaid({ groupId: group.groupId, paid }), {
        successTitle: paid ? 'Marked as Paid' : 'Marked as Unpaid',
        success: `The booking has been marked as ${paid ? 'paid' : 'unpaid'}.`,
      }),
    [run, markPaid],
  );

  const deleteBooking = useCallback((date: BookingDate) => run(() => deleteOne(date.id), { success: DELETED_TEXT }), [run, deleteOne]);

  const deleteAll = useCallback(
    (group: BookingGroup) => run(() => deleteGroup(group.groupId), { success: ALL_DELETED_TEXT, failure: DELETE_ALL_FAILED_TEXT }),
    [run, deleteGroup],
  );

  return {
    setPaid,
    deleteBooking,
    deleteAll,
    /** The group being changed right now (payment or delete all), if any. */
    busyGroupId: payment.isPending
      ? (payment.variables?.groupId ?? null)
      : groupDeletion.isPending
        ? (groupDeletion.variables ?? null)
        : null,
    /** True while one booking is being deleted. */
    deletingBooking: deletion.isPending,
  };
}

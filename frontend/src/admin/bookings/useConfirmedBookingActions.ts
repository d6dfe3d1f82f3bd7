import { useCallback } from 'react';
import { useDeleteBooking, useDeleteBookingGroup, useMarkBookingGroupPaid, type BookingDate, type BookingGroup } from '../../api/bookings';
import { useToastedAction } from '../../hooks/useToastedAction';
import { BOOKING_RESOURCES } from './resources';

export const DELETED_TEXT = 'Booking deleted successfully';
export const ALL_DELETED_TEXT = 'All bookings deleted successfully';
export const DELETE_ALL_FAILED_TEXT = 'Failed to delete all bookings';

/**
 * Mark paid / unpaid, delete one booking, delete all bookings of a group, with
 * the toasts of docs/product-rules.md §14, §17. The server keeps the paid state (docs/product-rules.md §4).
 * The lists reload first; each action resolves to whether it went through.
 */
export function useConfirmedBookingActions() {
  const payment = useMarkBookingGroupPaid(BOOKING_RESOURCES);
  const deletion = useDeleteBooking(BOOKING_RESOURCES);
  const groupDeletion = useDeleteBookingGroup(BOOKING_RESOURCES);
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

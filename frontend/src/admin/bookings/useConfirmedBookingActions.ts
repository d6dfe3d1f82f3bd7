import { useCallback } from 'react';
import {
  useDeleteBooking,
  useDeleteBookingGroup,
  useMarkBookingGroupPaid,
  type BookingDate,
  type BookingGroup,
} from '../../api/bookings';
import { errorText } from '../../api/errors';
import { useToast } from '../../providers/toastContext';
import { BOOKING_RESOURCES } from './resources';

export const DELETED_TEXT = 'Booking deleted successfully';
export const ALL_DELETED_TEXT = 'All bookings deleted successfully';
export const DELETE_ALL_FAILED_TEXT = 'Failed to delete all bookings';

/**
 * Mark paid / unpaid, delete one booking, delete all bookings of a group, with
 * the toasts of spec §4 and §8. The server keeps the paid state (decisions §3).
 * The lists reload first; each action resolves to whether it went through.
 */
export function useConfirmedBookingActions() {
  const payment = useMarkBookingGroupPaid(BOOKING_RESOURCES);
  const deletion = useDeleteBooking(BOOKING_RESOURCES);
  const groupDeletion = useDeleteBookingGroup(BOOKING_RESOURCES);
  const { mutateAsync: markPaid } = payment;
  const { mutateAsync: deleteOne } = deletion;
  const { mutateAsync: deleteGroup } = groupDeletion;
  const { toast } = useToast();

  const setPaid = useCallback(
    async (group: BookingGroup, paid: boolean): Promise<boolean> => {
      try {
        await markPaid({ groupId: group.groupId, paid });
      } catch (error) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        return false;
      }
      toast({
        title: paid ? 'Marked as Paid' : 'Marked as Unpaid',
        description: `The booking has been marked as ${paid ? 'paid' : 'unpaid'}.`,
        variant: 'success',
      });
      return true;
    },
    [markPaid, toast],
  );

  const deleteBooking = useCallback(
    async (date: BookingDate): Promise<boolean> => {
      try {
        await deleteOne(date.id);
      } catch (error) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Success', description: DELETED_TEXT, variant: 'success' });
      return true;
    },
    [deleteOne, toast],
  );

  const deleteAll = useCallback(
    async (group: BookingGroup): Promise<boolean> => {
      try {
        await deleteGroup(group.groupId);
      } catch {
        toast({ title: 'Error', description: DELETE_ALL_FAILED_TEXT, variant: 'destructive' });
        return false;
      }
      toast({ title: 'Success', description: ALL_DELETED_TEXT, variant: 'success' });
      return true;
    },
    [deleteGroup, toast],
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

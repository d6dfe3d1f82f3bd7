import { useQuery } from '@tanstack/react-query';
import { useAdminDataProvider } from '../useAdminData';

/** The server's booking limits; they change only with its configuration, so they are read once a session. */
export function useBookingLimits() {
  const dataProvider = useAdminDataProvider();
  return useQuery({ queryKey: ['booking-limits'], queryFn: () => dataProvider.getBookingLimits(), staleTime: Infinity }).data;
}

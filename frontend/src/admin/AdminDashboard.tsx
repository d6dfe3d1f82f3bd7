import Box from '@mui/material/Box';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import ImageSearchIcon from '@mui/icons-material/ImageSearchOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useGetList } from 'react-admin';
import { PageHeader } from '../components/PageHeader';
import { ShortcutCard } from '../components/ShortcutCard';
import { BOOKING_GROUPS_RESOURCE } from './bookings/resource';

const requestsText = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

/** The admin's /dashboard (docs/product-rules.md §12): "Welcome, Admin" and the cards of the admin's screens (docs/product-rules.md §4 adds Booking Requests). */
export function AdminDashboard() {
  // The count only: one group per page, the total comes from Content-Range.
  const waiting = useGetList(
    BOOKING_GROUPS_RESOURCE,
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1 } },
    { staleTime: 0 },
  );
  const requests =
    waiting.total === undefined
      ? 'Confirm or reject the bookings tenants ask for.'
      : `${requestsText(waiting.total)} waiting. Confirm or reject the bookings tenants ask for.`;
  return (
    <>
      <PageHeader title="Welcome, Admin" subtitle="Review new listings and ad creatives, and keep bookings on track." />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}>
        <ShortcutCard
          to="/dashboard/review-displays"
          title="Review Displays"
          description="Approve or reject new display listings."
          icon={<FactCheckIcon />}
          headingLevel="h2"
        />
        <ShortcutCard
          to="/dashboard/review-ad-creatives"
          title="Review Ad Creatives"
          description="Check ad creatives before they go on screen."
          icon={<ImageSearchIcon />}
          headingLevel="h2"
        />
        <ShortcutCard
          to="/dashboard/confirmed-bookings"
          title="Confirmed Bookings"
          description="See confirmed bookings and mark them paid."
          icon={<ReceiptLongIcon />}
          headingLevel="h2"
        />
        <ShortcutCard
          to="/dashboard/booking-requests"
          title="Booking Requests"
          description={requests}
          icon={<EventAvailableIcon />}
          headingLevel="h2"
        />
      </Box>
    </>
  );
}

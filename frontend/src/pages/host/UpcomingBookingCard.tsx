import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import type { ReactNode } from 'react';
import type { UpcomingBooking } from '../../api/bookings';
import { PaymentBadge } from '../../components/bookings/PaymentBadge';
import { CreativeThumbnail } from '../../components/creatives/CreativeThumbnail';
import { formatCalendarDate, formatHours } from '../../utils/bookingFormat';

/**
 * One confirmed booking on one of the host's displays (docs/product-rules.md §12): display name
 * and location, tenant, ad creative, date, hours, whether it is paid (only paid bookings play,
 * §13.6) and a 16:9 creative preview.
 */
export function UpcomingBookingCard({ item }: { item: UpcomingBooking }) {
  const { display, tenant, adCreative, booking } = item;
  const headingId = `upcoming-booking-${booking.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <CreativeThumbnail
          fit="cover"
          unavailableText="Preview unavailable"
          src={adCreative.thumbnailUrl}
          alt={`Ad creative ${adCreative.name}`}
        />
      </Box>
      <CardContent sx={{ display: 'grid', gap: 1.25, alignContent: 'start', flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Fact icon={<EventIcon aria-hidden sx={{ fontSize: 18 }} />}>
            <time dateTime={booking.bookingDate}>{formatCalendarDate(booking.bookingDate)}</time>
          </Fact>
          <Fact icon={<ScheduleIcon aria-hidden sx={{ fontSize: 18 }} />}>{formatHours(booking.hoursBooked)}</Fact>
          <PaymentBadge paid={booking.paid} />
        </Box>
        {!booking.paid && (
          <Typography variant="body2" color="text.secondary">
            Plays once ScreenSpace marks it paid.
          </Typography>
        )}
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {display.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.5 }}>
          <PlaceIcon aria-hidden sx={{ fontSize: 18 }} />
          {`${display.streetAddress}, ${display.city}`}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Tenant
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tenant.username}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Ad creative
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {adCreative.name}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1.5,
        bgcolor: 'rgba(67, 56, 202, 0.08)',
        color: 'primary.dark',
        fontSize: 14,
        fontWeight: 700,
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

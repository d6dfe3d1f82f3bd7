import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useGroupDelivery } from '../../../api/analytics';
import { DELIVERY_CHOICES, useConfirmedBookingGroups } from '../../../api/tenantBookingGroups';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { deliveryGroups } from './deliveryGroups';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';
import { DeliveryTable } from '../../../components/analytics/DeliveryTable';

/**
 * Delivery per booking: for a chosen booking group, the airtime booked against
 * the plays delivered (a play = 10 s), per date, so a screen that was off shows.
 */
export function DeliverySection() {
  const bookings = useConfirmedBookingGroups();
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const { choices, initial } = useMemo(() => deliveryGroups(bookings.data?.items ?? [], today), [bookings.data, today]);
  const total = bookings.data?.total ?? 0;
  const [picked, setPicked] = useState<string>();
  const groupId = picked ?? initial;
  const delivery = useGroupDelivery(groupId);

  let content;
  if (bookings.isPending) content = <LoadingScreen label="Loading bookings" fullHeight={false} />;
  else if (bookings.error && !bookings.data) content = <QueryLoadError title="Failed to load bookings" query={bookings} />;
  else if (!choices.length) content = <Typography color="text.secondary">No confirmed bookings yet.</Typography>;
  else
    content = (
      <>
        <TextField
          select
          label="Booking"
          value={groupId}
          onChange={(e) => setPicked(e.target.value)}
          helperText={total > choices.length ? `The latest ${DELIVERY_CHOICES} of your ${total} confirmed bookings` : undefined}
          size="small"
          sx={{ mb: 2, minWidth: 320, maxWidth: '100%' }}
        >
          {choices.map((c) => (
            <MenuItem key={c.groupId} value={c.groupId}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        {delivery.data && (
          <DeliveryTable
            label={`Delivery of ${delivery.data.display.name}, ${delivery.data.adCreative.name}`}
            rows={delivery.data.dates.map((d) => ({ ...d, key: d.bookingId }))}
            total={delivery.data.total}
            totalLabel="Total (confirmed dates)"
          />
        )}
        {delivery.isPending && <LoadingScreen label="Loading delivery" fullHeight={false} />}
        {delivery.error && !delivery.data && <QueryLoadError title="Failed to load delivery" query={delivery} />}
      </>
    );

  return (
    <AnalyticsSection
      headingId="delivery-heading"
      title="Delivery per Booking"
      intro="Airtime booked against airtime delivered: each play is one 10-second slot on screen."
    >
      {content}
    </AnalyticsSection>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { ReactNode } from 'react';
import type { BookingGroup } from '../../api/bookings';
import { FactList } from '../../components/FactList';
import { CreativeThumbnail } from '../../components/creatives/CreativeThumbnail';
import { formatDateCount, formatHours } from '../../utils/bookingFormat';
import { formatCents, toCents } from '../../utils/money';

interface BookingGroupCardProps {
  group: BookingGroup;
  /** Badges beside the display's name (status, payment). */
  badges?: ReactNode;
  /** The dates (BookingDates), with or without their delete buttons. */
  dates: ReactNode;
  /** Extra label/value rows after the standard ones. */
  extraFacts?: readonly (readonly [label: string, value: ReactNode])[];
  /** The buttons under the card, if any. */
  actions?: ReactNode;
}

const groupHeadingId = (group: BookingGroup) => `booking-group-${group.groupId}`;

/**
 * One booking group (docs/product-rules.md §12, §13): the ad creative's preview, the display and its
 * address, tenant, ad creative, hours per day, total price and the dates, then
 * the actions. Presentational: data and callbacks come from the page.
 */
export function BookingGroupCard({ group, badges, dates, extraFacts = [], actions }: BookingGroupCardProps) {
  const headingId = groupHeadingId(group);
  const { display, tenant, adCreative } = group;
  const facts: (readonly [string, ReactNode])[] = [
    ['Tenant', tenant.username],
    ['Ad creative', `${adCreative.name} (${adCreative.dimensions})`],
    ['Hours', `${formatHours(group.hoursBooked)} per day`],
    ['Dates', formatDateCount(group.bookingDates.length)],
    ...extraFacts,
  ];

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, flexGrow: 1 }}>
        <Box sx={{ p: { xs: 0, sm: 2 }, pr: { sm: 0 } }}>
          <Link
            href={adCreative.fileUrl}
            target="_blank"
            rel="noopener"
            title="Open the full image in a new tab"
            sx={{ display: 'block', borderRadius: { sm: 2 }, overflow: 'hidden', border: { sm: 1 }, borderColor: { sm: 'divider' } }}
          >
            <CreativeThumbnail
              unavailableText="Preview unavailable"
              src={adCreative.thumbnailUrl}
              alt={`Ad creative ${adCreative.name}: open the full image in a new tab`}
            />
          </Link>
        </Box>
        <CardContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
              {display.name}
            </Typography>
            {badges && <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>{badges}</Box>}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.75 }}>
            <PlaceIcon aria-hidden sx={{ fontSize: 18 }} />
            {`${display.streetAddress}, ${display.city}, ${display.state} ${display.zipCode}`}
          </Typography>
          <FactList rows={facts}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Total price
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.2rem', color: 'primary.main' }}>
              {formatCents(toCents(group.totalPrice))}
            </Typography>
          </FactList>
          {dates}
        </CardContent>
      </Box>
      {actions && <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PaymentBadge } from '../../../components/bookings/PaymentBadge';
import type { GroupDate, TenantBookingGroup } from '../../../api/tenantBookingGroups';
import { BookingDates } from '../../../components/bookings/BookingDates';
import { type Fact, FactList } from '../../../components/FactList';
import { CreativeThumbnail } from '../../../components/creatives/CreativeThumbnail';
import { formatCalendarDate, formatDateCount, formatHours } from '../../../utils/bookingFormat';
import { formatDateRuns } from '../../../utils/dateRuns';
import { formatCents, toCents } from '../../../utils/money';
import { campaignPath } from '../../../navigation/paths';
import { BookingGroupStateBadge } from './BookingGroupStateBadge';
import { groupStateHint } from './bookingGroupStates';
import { CancelledDatesNote } from './CancelledDatesNote';

interface TenantBookingGroupCardProps {
  group: TenantBookingGroup;
  /** Cancel the whole pending request (`date` null) or one of its dates; asks first (docs/product-rules.md §4.10). */
  onCancel: (group: TenantBookingGroup, date: GroupDate | null) => void;
  /** True while a cancel of this group is being sent. */
  busy: boolean;
}

/**
 * One of the tenant's booking groups: display, creative, dates (as runs of consecutive days),
 * hours per day, total, state (with the admin's note when rejected), payment, the dates that were
 * cancelled and by whom, and for a pending request, Cancel Request and a cancel button per date.
 */
export function TenantBookingGroupCard({ group, onCancel, busy }: TenantBookingGroupCardProps) {
  const headingId = `my-booking-${group.groupId}`;
  const hint = groupStateHint(group);
  const pending = group.status === 'pending';
  const facts: Fact[] = [
    ['Ad creative', group.adCreative.name],
    ['Dates', `${formatDateRuns(group.bookingDates.map((d) => d.date))} (${formatDateCount(group.bookingDates.length)})`],
    ['Hours', `${formatHours(group.hoursBooked)} per day`],
    ['Total', formatCents(toCents(group.totalPrice))],
    ['Requested', formatCalendarDate(String(group.createdAt).slice(0, 10))],
  ];
  // A group booked as part of a campaign says so, and leads to the campaign's page (docs/campaigns.md).
  if (group.campaignId !== null)
    facts.push([
      'Campaign',
      <Link key="campaign" component={RouterLink} to={campaignPath(group.campaignId)}>
        {`Campaign #${group.campaignId}`}
      </Link>,
    ]);

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' } }}>
        <Box sx={{ p: { xs: 0, sm: 2 }, pr: { sm: 0 } }}>
          <CreativeThumbnail
            unavailableText="Preview unavailable"
            src={group.adCreative.thumbnailUrl}
            alt={`Ad creative ${group.adCreative.name}`}
          />
        </Box>
        <CardContent sx={{ display: 'grid', gap: 1.25, alignContent: 'start', minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {group.display.name}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
              <BookingGroupStateBadge status={group.status} />
              {group.status === 'confirmed' && <PaymentBadge paid={group.paid} />}
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5 }}>
            {`${group.display.streetAddress}, ${group.display.city}, ${group.display.state}`}
          </Typography>
          <FactList rows={facts} />
          {group.status === 'rejected' && (
            <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
              {group.notes ? (
                <>
                  <strong>Note from the administrator:</strong> {group.notes}
                </>
              ) : (
                'The administrator left no note.'
              )}
            </Alert>
          )}
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
          {group.cancelledDates.length > 0 && <CancelledDatesNote dates={group.cancelledDates} />}
          {pending && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              {group.bookingDates.length > 1 && (
                <BookingDates
                  dates={group.bookingDates}
                  label={group.display.name}
                  onDelete={(date) => onCancel(group, date)}
                  deleteLabel={(text) => `Cancel ${text}`}
                  disabled={busy}
                />
              )}
              <Button
                variant="outlined"
                color="error"
                size="small"
                onClick={() => onCancel(group, null)}
                disabled={busy}
                aria-label={`Cancel request for ${group.display.name}`}
              >
                Cancel Request
              </Button>
            </Box>
          )}
        </CardContent>
      </Box>
    </Card>
  );
}

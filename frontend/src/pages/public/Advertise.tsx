import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { LazyDisplayNetwork } from './advertise/LazyDisplayNetwork';
import type { CardGridItem } from './CardGrid';
import { ContactCallout } from './ContactCallout';
import { MarketingHero } from './MarketingHero';
import { PublicLayout } from './PublicLayout';
import { WhyScreenSpace } from './WhyScreenSpace';

const BENEFITS: readonly CardGridItem[] = [
  {
    title: 'Local reach',
    text: 'Screens in everyday places across Arizona, close to your customers.',
    icon: <PlaceIcon fontSize="large" />,
  },
  {
    title: 'Book by the hour',
    text: 'Pick the dates and up to four hours a day on each display.',
    icon: <ScheduleIcon fontSize="large" />,
  },
  { title: 'Clear pricing', text: 'Every display shows its hourly price up front. No hidden fees.', icon: <SellIcon fontSize="large" /> },
  { title: 'Track performance', text: 'Follow impressions and bookings from your dashboard.', icon: <InsightsIcon fontSize="large" /> },
];

/**
 * Where the map and list will be, until their chunk and data arrive: the map's size
 * (no layout shift) and no animation (a spinner repaints every frame on a slow phone).
 */
function NetworkPlaceholder() {
  return (
    <Box
      component="output"
      sx={{ height: 400, display: 'grid', placeItems: 'center', bgcolor: '#e8edf3', borderRadius: 3.5, color: 'text.secondary' }}
    >
      Loading displays…
    </Box>
  );
}

/**
 * The map and list, once the page has hydrated (prerendered with the placeholder). Its own
 * component, switched in a transition: React renders the slot in short slices, and not the
 * whole page in one synchronous task (docs/performance.md).
 */
function NetworkSlot() {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  if (!started) return <NetworkPlaceholder />;
  return (
    <Suspense fallback={<NetworkPlaceholder />}>
      <LazyDisplayNetwork />
    </Suspense>
  );
}

/**
 * The display network page (docs/product-rules.md §12): the map beside a scrollable list of
 * display cards (GET /api/public/displays), then benefits and the contact call
 * to action. The map and list load lazily (Leaflet is not in the entry chunk).
 */
export function Advertise() {
  return (
    <PublicLayout>
      <MarketingHero
        eyebrow="For advertisers"
        title="Start Advertising"
        text="Put your brand on digital screens in gyms, cafes, offices and on the move, where your customers already are."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box component="section" aria-labelledby="network-heading">
          <Typography id="network-heading" variant="h2" sx={{ mb: 1 }}>
            Our display network
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            Every approved screen with its hourly price. Pick one in the list or on the map to see where it is.
          </Typography>
          <NetworkSlot />
        </Box>
        <Box
          component="section"
          aria-labelledby="why-heading"
          // Below the map and list: laid out only when scrolled near (docs/performance.md).
          sx={{ mt: { xs: 6, md: 8 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 700px' }}
        >
          <WhyScreenSpace
            headingId="why-heading"
            title="Why advertise with ScreenSpace"
            benefits={BENEFITS}
            signInPrompt="Already advertising with us?"
          />
        </Box>
      </Container>
      <ContactCallout
        title="Ready to book screen time?"
        text="Tell us about your campaign and we will suggest the right displays."
        subject="Advertising with ScreenSpace"
      />
    </PublicLayout>
  );
}

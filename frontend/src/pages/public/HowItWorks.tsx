import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CardGrid } from './CardGrid';

const STEPS = [
  {
    title: 'Hosts list their screens',
    text: 'Gyms, cafes, offices and mobile screen owners add their displays with opening hours and an hourly price.',
  },
  {
    title: 'Advertisers pick displays',
    text: 'Browse screens on the map, choose the dates and hours that suit your campaign, and upload your ad.',
  },
  {
    title: 'We review everything',
    text: 'Our team approves every display and every ad creative before anything goes on screen.',
  },
  {
    title: 'Ads go live',
    text: 'Creatives play in rotation on the booked screens, and both sides follow the results in their dashboards.',
  },
] as const;

/** The landing page's "How it Works" section: four steps (docs/product-rules.md §12). */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works-heading" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="how-it-works-heading" variant="h2" sx={{ textAlign: 'center' }}>
          How it Works
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 6 }}>
          From empty screen to live campaign in four steps.
        </Typography>
        <CardGrid items={STEPS} numbered />
      </Container>
    </Box>
  );
}

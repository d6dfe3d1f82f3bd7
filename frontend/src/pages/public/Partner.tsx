import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { contactMailto } from '../../config';
import type { CardGridItem } from './CardGrid';
import { ContactCallout } from './ContactCallout';
import { MarketingHero } from './MarketingHero';
import { PublicLayout } from './PublicLayout';
import { WhyScreenSpace } from './WhyScreenSpace';

const BENEFITS: readonly CardGridItem[] = [
  {
    title: 'Earn from idle screens',
    text: 'Advertisers pay by the hour for airtime on your display.',
    icon: <PaidIcon fontSize="large" />,
  },
  {
    title: 'Stay in control',
    text: 'You set the operating hours and the hourly price of every display.',
    icon: <EventAvailableIcon fontSize="large" />,
  },
  {
    title: 'Reviewed content only',
    text: 'Every ad creative is approved by our team before it plays.',
    icon: <VerifiedUserIcon fontSize="large" />,
  },
  {
    title: 'Simple setup',
    text: 'Open the ScreenSpace player in the screen’s browser and you are live.',
    icon: <PlayCircleIcon fontSize="large" />,
  },
];

/** Host recruitment page (docs/product-rules.md §12) with a Contact Us mail link. */
export function Partner() {
  return (
    <PublicLayout>
      <MarketingHero
        eyebrow="For screen owners"
        title="Partner with Us"
        text="Turn the screens in your gym, cafe, office or vehicle into a steady source of revenue from local advertisers."
      >
        <Button
          href={contactMailto('Partner with ScreenSpace')}
          variant="contained"
          size="large"
          color="inherit"
          sx={{ color: 'primary.dark', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}
        >
          Email our partner team
        </Button>
      </MarketingHero>
      <Box component="section" aria-labelledby="benefits-heading" sx={{ py: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <WhyScreenSpace
            headingId="benefits-heading"
            title="Why host with ScreenSpace"
            benefits={BENEFITS}
            signInPrompt="Already a host?"
          />
        </Container>
      </Box>
      <ContactCallout
        title="Ready to list your screens?"
        text="Tell us where your displays are and we will help you get set up."
        subject="Partner with ScreenSpace"
      />
    </PublicLayout>
  );
}

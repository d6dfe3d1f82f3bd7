import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import LoginIcon from '@mui/icons-material/Login';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { PageLink } from '../../components/PageLink';
import { LOGIN_PATH } from '../../navigation/paths';
import { ChoiceCard } from './ChoiceCard';
import { HeroScreens } from './HeroScreens';
import { HowItWorks } from './HowItWorks';
import { NetworkStats } from './NetworkStats';
import { PublicLayout } from './PublicLayout';
import { TAGLINE } from './copy';

/** The signed-out home page (docs/product-rules.md §12): two big choices, claims, "How it Works". */
export function Landing() {
  return (
    <PublicLayout
      actions={
        <>
          {/* Hosts and tenants sign in here; the administrator uses the same screen's Admin Access. */}
          <Button component={PageLink} to={LOGIN_PATH} variant="contained" startIcon={<LoginIcon />}>
            Sign in
          </Button>
          <Button component={PageLink} to={LOGIN_PATH} variant="outlined" startIcon={<AdminPanelSettingsIcon />}>
            Administrator
          </Button>
        </>
      }
    >
      <Box
        component="section"
        aria-labelledby="landing-heading"
        sx={{
          background: 'linear-gradient(135deg, #312e81 0%, #4338ca 55%, #6d28d9 100%)',
          color: 'common.white',
          pt: { xs: 8, md: 12 },
          pb: { xs: 14, md: 18 },
        }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: 'rgba(255,255,255,0.85)' }}>
              Digital screen advertising across Arizona
            </Typography>
            <Typography
              id="landing-heading"
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, maxWidth: 760, mt: 1 }}
            >
              {TAGLINE}
            </Typography>
            <Typography sx={{ mt: 2.5, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.9)' }}>
              ScreenSpace brings together the owners of digital screens in gyms, cafes, offices and on the move with advertisers who want to
              reach the people around them.
            </Typography>
            <NetworkStats />
          </Box>
          <HeroScreens />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -9, md: -11 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ChoiceCard
            to="/partner"
            title="Partner with Us"
            description="Own a screen? List your displays, set your hours and price, and earn revenue from local advertisers."
            cta="Become a host"
            icon={<StorefrontIcon fontSize="large" />}
          />
          <ChoiceCard
            to="/advertise"
            title="Start Advertising"
            description="Put your brand on screens where your customers already are, booked by the day and the hour."
            cta="Explore the network"
            icon={<CampaignIcon fontSize="large" />}
          />
        </Box>
      </Container>
      <HowItWorks />
    </PublicLayout>
  );
}

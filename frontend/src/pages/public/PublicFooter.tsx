import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLink } from '../../components/PageLink';
import { CONTACT_EMAIL } from '../../config';

const YEAR = new Date().getFullYear();

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          © {YEAR} ScreenSpace · Digital screen advertising across Arizona
        </Typography>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Link component={PageLink} to="/partner" variant="body2" color="text.secondary">
            For screen owners
          </Link>
          <Link component={PageLink} to="/advertise" variant="body2" color="text.secondary">
            For advertisers
          </Link>
          <Link href={`mailto:${CONTACT_EMAIL}`} variant="body2" color="text.secondary">
            {CONTACT_EMAIL}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}

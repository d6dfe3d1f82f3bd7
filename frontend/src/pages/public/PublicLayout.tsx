import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { PageLink } from '../../components/PageLink';
import { BrandLogo } from '../../components/BrandLogo';
import { PublicFooter } from './PublicFooter';

/** Frame of the marketing pages: header with the brand (and optional actions), page, footer. */
export function PublicLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
      >
        <Container maxWidth="lg">
          <Toolbar
            disableGutters
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1, minHeight: { xs: 64 } }}
          >
            <Link component={PageLink} to="/" underline="none" aria-label="ScreenSpace home">
              <BrandLogo />
            </Link>
            {actions && (
              // On a narrow phone the buttons drop their icons and wrap below the logo rather than overflow.
              <Box
                sx={{ display: 'flex', gap: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
              >
                {actions}
              </Box>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main-content" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavLinkDef } from '../navigation/navLinks';
import { AccountSidebar, type AccountSidebarProps } from './AccountSidebar';
import { currentNavLink } from './currentNavLink';
import { NotificationBell } from './NotificationBell';
import { TopNav } from './TopNav';

export const SIDEBAR_WIDTH = 264;

interface AppShellProps extends AccountSidebarProps {
  links: readonly NavLinkDef[];
  children: ReactNode;
}

/**
 * The signed-in layout (docs/product-rules.md §12): account sidebar (permanent from md up, a
 * drawer on small screens), top navigation by role, the notification bell, and the page. On a phone
 * (below sm) the navigation moves into the drawer, opened by a menu button that
 * sits beside the current page's name, so no link is ever clipped.
 */
export function AppShell({ links, children, ...account }: AppShellProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const closeDrawer = () => setDrawerOpen(false);
  const sidebar = <AccountSidebar {...account} onNavigate={closeDrawer} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      {desktop ? (
        <Box
          component="aside"
          aria-label="Account"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {sidebar}
        </Box>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          slotProps={{ paper: { id: 'app-menu', sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
        >
          {phone && <TopNav links={links} variant="list" onNavigate={closeDrawer} />}
          <Box component="aside" aria-label="Account" sx={{ flexGrow: 1, borderTop: phone ? 1 : 0, borderColor: 'divider' }}>
            {sidebar}
          </Box>
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
            {!desktop && (
              <IconButton
                edge="start"
                aria-label={phone ? 'Open menu' : 'Open account menu'}
                aria-controls="app-menu"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            )}
            {phone ? (
              <Typography component="p" sx={{ fontWeight: 700, color: 'text.primary' }} noWrap>
                {currentNavLink(links, pathname)?.label ?? 'Menu'}
              </Typography>
            ) : (
              <TopNav links={links} />
            )}
            <Box sx={{ ml: 'auto', flexShrink: 0 }}>
              <NotificationBell />
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
            {children}
          </Container>
        </Box>
      </Box>
    </Box>
  );
}

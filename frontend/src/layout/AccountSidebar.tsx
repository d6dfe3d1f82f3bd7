import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SettingsIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { ACCOUNT_PATH, DASHBOARD_PATH, NOTIFICATIONS_PATH } from '../navigation/paths';

export interface AccountSidebarProps {
  username: string;
  role: string;
  onLogout: () => void;
  logoutPending?: boolean;
}

const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', host: 'Host', tenant: 'Tenant' };

/** Every role's own pages (docs/notifications.md): its notifications and its account settings. */
const ACCOUNT_LINKS = [
  { to: NOTIFICATIONS_PATH, label: 'Notifications', icon: <NotificationsIcon /> },
  { to: ACCOUNT_PATH, label: 'Account settings', icon: <SettingsIcon /> },
];

/** Sidebar content (docs/product-rules.md §12): the current username, the account's own pages and a Logout button. */
export function AccountSidebar({
  username,
  role,
  onLogout,
  logoutPending = false,
  onNavigate,
}: AccountSidebarProps & { onNavigate?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2.5 }}>
      <Link component={RouterLink} to={DASHBOARD_PATH} underline="none" aria-label="ScreenSpace dashboard home">
        <BrandLogo />
      </Link>
      <Divider sx={{ my: 2.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
          {username.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Signed in as
          </Typography>
          <Typography data-testid="current-username" sx={{ fontWeight: 700 }} noWrap title={username}>
            {username}
          </Typography>
        </Box>
      </Box>
      <Chip label={ROLE_LABELS[role] ?? role} size="small" variant="outlined" color="primary" sx={{ alignSelf: 'flex-start', mt: 1.5 }} />
      <Box component="nav" aria-label="Your account" sx={{ display: 'grid', gap: 0.5, mt: 2.5 }}>
        {ACCOUNT_LINKS.map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            color="inherit"
            startIcon={link.icon}
            onClick={onNavigate}
            sx={{
              justifyContent: 'flex-start',
              color: 'text.secondary',
              '&.active': { color: 'primary.main', bgcolor: 'rgba(67, 56, 202, 0.08)' },
            }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={onLogout}
        disabled={logoutPending}
        fullWidth
        sx={{ borderColor: 'divider', justifyContent: 'flex-start' }}
      >
        Logout
      </Button>
    </Box>
  );
}

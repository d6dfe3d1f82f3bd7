import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { type NavLinkDef } from '../navigation/navLinks';
import { DASHBOARD_PATH } from '../navigation/paths';

interface TopNavProps {
  links: readonly NavLinkDef[];
  /** 'bar': a row in the top bar that wraps instead of scrolling; 'list': one link a line (the phone menu). */
  variant?: 'bar' | 'list';
  /** Called after a link is followed (the phone menu closes). */
  onNavigate?: () => void;
}

/** The role's top navigation (docs/product-rules.md §12.3). The current page gets aria-current="page". */
export function TopNav({ links, variant = 'bar', onNavigate }: TopNavProps) {
  const list = variant === 'list';
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={
        list
          ? { display: 'grid', gap: 0.5, p: 1.5 }
          : // Wrapping keeps every link in sight on narrow screens (no hidden sideways scroll).
            { display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 1, minWidth: 0 }
      }
    >
      {links.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.to === DASHBOARD_PATH}
          color="inherit"
          onClick={onNavigate}
          sx={{
            flexShrink: 0,
            px: 1.75,
            justifyContent: list ? 'flex-start' : 'center',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            '&:hover': { bgcolor: 'rgba(15, 23, 42, 0.04)', color: 'text.primary' },
            '&.active': { color: 'primary.main', bgcolor: 'rgba(67, 56, 202, 0.08)' },
          }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}

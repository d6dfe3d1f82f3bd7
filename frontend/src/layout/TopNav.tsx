import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { type NavLinkDef } from '../routes/access';
import { DASHBOARD_PATH } from '../routes/paths';

/** The role's top navigation (docs/product-rules.md §12.3). The current page gets aria-current="page". */
export function TopNav({ links }: { links: readonly NavLinkDef[] }) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', py: 1, scrollbarWidth: 'thin' }}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.to === DASHBOARD_PATH}
          color="inherit"
          sx={{
            flexShrink: 0,
            px: 1.75,
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

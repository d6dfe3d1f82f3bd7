import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../navigation/paths';
import { IconBadge } from '../../components/IconBadge';

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_TEXT = "The page you're looking for doesn't exist or you may not have access to it.";

/** The 404 page (docs/product-rules.md §12), shown inside the signed-in layout, for admins too. */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
      <IconBadge size={72} sx={{ display: 'inline-grid', mb: 3 }}>
        <SearchOffIcon fontSize="large" />
      </IconBadge>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {NOT_FOUND_TEXT}
      </Typography>
      <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained">
        Go to Dashboard
      </Button>
    </Box>
  );
}

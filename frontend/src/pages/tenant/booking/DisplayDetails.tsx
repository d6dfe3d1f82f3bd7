import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Display } from '../../../api/displays';
import { DisplayLocationMap, DisplayProfile } from '../../../components/displays/DisplayProfile';
import { MobileBadge } from '../../../components/displays/MobileBadge';

/** Everything a tenant needs to know about one display, with its place on the map. */
export function DisplayDetails({ display }: { display: Display }) {
  return (
    <Card component="section" aria-labelledby="display-details-heading">
      <CardContent sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="display-details-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Display details
          </Typography>
          {display.isMobile && <MobileBadge />}
        </Box>
        <DisplayProfile display={display} />
        <DisplayLocationMap display={display} />
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Display } from '../../../api/displays';
import { DisplayFacts } from '../../../components/displays/DisplayFacts';
import { MobileBadge } from '../../../components/displays/MobileBadge';
import { TargetChips } from '../../../components/displays/TargetChips';
import { LazyDisplayMap } from '../../../components/map/LazyDisplayMap';

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
        <DisplayFacts display={display} />
        <TargetChips ageRanges={display.targetAgeRanges} audiences={display.targetAudiences} />
        {display.demographicNotes && (
          <Box>
            <Typography component="p" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              Audience notes
            </Typography>
            <Typography variant="body2">{display.demographicNotes}</Typography>
          </Box>
        )}
        <Box sx={{ height: 400, borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <LazyDisplayMap
            displays={[display]}
            selectedId={display.id}
            label={`Location of ${display.name}`}
            showBookNow={false}
            zoom={14}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Display } from '../../api/displays';
import { LazyDisplayMap } from '../map/LazyDisplayMap';
import { DisplayFacts } from './DisplayFacts';
import { TargetChips } from './TargetChips';

/** One display's facts, target audience and audience notes (its page for a tenant, its review in the back office). */
export function DisplayProfile({ display }: { display: Display }) {
  return (
    <>
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
    </>
  );
}

/** One display's place on the map, up close, in a bordered frame. */
export function DisplayLocationMap({ display }: { display: Display }) {
  return (
    <Box sx={{ height: 400, borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <LazyDisplayMap displays={[display]} selectedId={display.id} label={`Location of ${display.name}`} showBookNow={false} zoom={14} />
    </Box>
  );
}

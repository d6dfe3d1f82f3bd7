import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignResult } from '../../../../api/campaigns';
import { campaignPath, TENANT_CAMPAIGNS_PATH } from '../../../../navigation/paths';
import { formatCount } from '../../../../utils/format';
import { formatCents, toCents } from '../../../../utils/money';
import { countOf } from '../../../../utils/plural';

/** "Campaign booked": focus moves to the heading; links to the campaign and to the list. */
export function CampaignSuccess({ result }: { result: CampaignResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h4" sx={{ mt: 1, outline: 'none' }}>
        Campaign booked!
      </Typography>
      <Typography sx={{ mt: 1 }}>
        “{result.name}”: {countOf(result.groups.length, 'screen')}, total {formatCents(toCents(result.totalPrice))},{' '}
        {formatCount(result.estimatedImpressions)} estimated impressions. It is pending approval.
      </Typography>
      {result.skipped.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {countOf(result.skipped.length, 'screen-date')} left out for lack of hours.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
        <Button component={RouterLink} to={campaignPath(result.id)} variant="contained">
          View campaign
        </Button>
        <Button component={RouterLink} to={TENANT_CAMPAIGNS_PATH} variant="outlined">
          All campaigns
        </Button>
      </Box>
    </Box>
  );
}

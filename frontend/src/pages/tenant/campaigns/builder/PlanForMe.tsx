import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePlanCampaign, type CampaignPlan, type PlanFilters } from '../../../../api/campaigns';
import { errorText } from '../../../../api/errors';
import { formatCents, toCents } from '../../../../utils/money';
import { countOf } from '../../../../utils/plural';

interface PlanForMeProps {
  dates: readonly string[];
  hoursPerDay: number;
  adCreativeId: number | null;
  filters: PlanFilters;
  onPlanned: (plan: CampaignPlan) => void;
}

/**
 * "Plan for me" (POST /api/tenant/campaigns/plan, docs/campaigns.md): a budget, the builder's
 * dates, hours and filters → the screens of the cheapest CPM within the budget, loaded as the
 * selection (the tenant edits it before booking).
 */
export function PlanForMe({ dates, hoursPerDay, adCreativeId, filters, onPlanned }: PlanForMeProps) {
  const [budget, setBudget] = useState('');
  const plan = usePlanCampaign();
  const [note, setNote] = useState<string | null>(null);
  const ready = dates.length > 0 && Number(budget) > 0;

  const submit = async () => {
    if (!ready || plan.isPending) return;
    setNote(null);
    try {
      const result = await plan.mutateAsync({
        budget: budget.trim(),
        dates: [...dates],
        hoursPerDay,
        ...(adCreativeId !== null && { adCreativeId }),
        filters,
      });
      setNote(
        result.displayIds.length === 0
          ? 'No screen fits this budget on these dates.'
          : `Selected ${countOf(result.displayIds.length, 'screen')} for ${formatCents(toCents(result.totalPrice))}.`,
      );
      onPlanned(result);
    } catch (error) {
      setNote(errorText(error));
    }
  };

  return (
    // Not a form of its own: it sits inside the builder's form (forms do not nest).
    <Box component="section" aria-labelledby="plan-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="plan-heading" component="h2" variant="h6">
        Plan for me
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Set a budget: we pick the screens that reach the most people for it on your dates, with the filters above.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Budget"
          type="number"
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
          onKeyDown={(e) => {
            // Enter plans (it would otherwise book the builder's form).
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void submit();
          }}
          slotProps={{ htmlInput: { min: 1, step: 0.01 }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
        <Button variant="outlined" disabled={!ready || plan.isPending} onClick={() => void submit()}>
          {plan.isPending ? 'Planning…' : 'Plan for me'}
        </Button>
      </Box>
      {dates.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Pick the dates first.
        </Typography>
      )}
      <Typography variant="body2" component="output" aria-live="polite">
        {note}
      </Typography>
    </Box>
  );
}

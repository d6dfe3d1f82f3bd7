import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { shortfallsOf, useCampaignQuote, useCreateCampaign, type CampaignResult } from '../../../../api/campaigns';
import { useTenantAdCreatives } from '../../../../api/creatives';
import { useTenantDisplays } from '../../../../api/displays';
import { errorText } from '../../../../api/errors';
import { PageHeader } from '../../../../components/PageHeader';
import { useDebouncedValue } from '../../../../hooks/useDebouncedValue';
import { useToast } from '../../../../providers/toastContext';
import { CreativeSelect } from '../../booking/CreativeSelect';
import { HoursPerDayPicker } from '../../booking/HoursPerDayPicker';
import { CampaignDates } from './CampaignDates';
import { CampaignQuotePanel } from './CampaignQuotePanel';
import { CampaignSuccess } from './CampaignSuccess';
import { campaignProblem, campaignRequest, shortDisplayIds } from './campaignRules';
import { PlanForMe } from './PlanForMe';
import { ScreenPicker } from './ScreenPicker';
import { SelectedScreens } from './SelectedScreens';
import { useCampaignDraft } from './useCampaignDraft';

/** The quote is asked once the choices stop changing for this long. */
const QUOTE_DEBOUNCE_MS = 400;

/**
 * The campaign builder (/dashboard/campaigns/new, docs/campaigns.md): screens from the map and
 * the list, dates, hours per day and one approved creative, a live quote, then one booking of
 * the whole campaign. Prices and audiences are the server's: the page shows its quote.
 */
export function CampaignBuilder() {
  const state = useCampaignDraft();
  const { draft } = state;
  const creatives = useTenantAdCreatives({ fresh: true });
  const all = useTenantDisplays();
  const create = useCreateCampaign();
  const { toast } = useToast();
  const [result, setResult] = useState<CampaignResult | null>(null);

  const names = useMemo(() => new Map((all.data ?? []).map((d) => [d.id, d.name])), [all.data]);
  const approved = creatives.data?.filter((c) => c.approved) ?? [];
  // Compared as text: a new object with the same choices asks nothing new.
  const requestText = useDebouncedValue(JSON.stringify(campaignRequest({ ...draft, name: '' })), QUOTE_DEBOUNCE_MS);
  const quoteBody = useMemo(() => JSON.parse(requestText) as ReturnType<typeof campaignRequest>, [requestText]);
  const quote = useCampaignQuote(quoteBody);
  const waiting = campaignRequest(draft) === null ? campaignProblem({ ...draft, name: 'x' }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = campaignProblem(draft);
    const body = campaignRequest(draft);
    if (problem || !body || create.isPending) {
      toast({ title: 'Error', description: problem ?? 'Please wait', variant: 'destructive' });
      return;
    }
    try {
      setResult(await create.mutateAsync(body));
    } catch (error) {
      const short = shortfallsOf(error);
      const extra = short.length > 0 ? ` ${short.length} screen-date(s) lack hours: see the quote.` : '';
      toast({ title: 'Error', description: `${errorText(error)}${extra}`, variant: 'destructive' });
      void quote.refetch();
    }
  };

  if (result) return <CampaignSuccess result={result} />;

  return (
    <>
      <PageHeader
        title="New Campaign"
        subtitle="Choose screens, dates and hours, see one price and the reach, then book them all at once."
      />
      <Stack spacing={3} component="form" noValidate onSubmit={submit} aria-label="New campaign" aria-busy={create.isPending}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="campaign-screens-heading">
          <Typography id="campaign-screens-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            Screens
          </Typography>
          <ScreenPicker
            filters={state.filters}
            onFiltersChange={state.setFilters}
            area={state.area}
            selected={state.selected}
            onToggle={state.toggle}
            onSelectAll={state.addAll}
          />
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
          <Stack spacing={3}>
            <SelectedScreens
              ids={draft.displayIds}
              names={names}
              onRemove={(id) => state.remove(new Set([id]))}
              onClear={() => state.setSelection([])}
            />
            <CampaignDates dates={draft.dates} onChange={state.setDates} />
            <HoursPerDayPicker value={draft.hoursPerDay} onChange={state.setHoursPerDay} disabled={create.isPending} />
            <Box>
              <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                Ad creative
              </Typography>
              <CreativeSelect
                creatives={creatives.data}
                value={approved.some((c) => c.id === draft.adCreativeId) ? draft.adCreativeId : null}
                onChange={state.setAdCreativeId}
                error={creatives.isError ? errorText(creatives.error) : null}
                onRetry={() => void creatives.refetch()}
                retrying={creatives.isFetching}
              />
            </Box>
          </Stack>
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <PlanForMe
              dates={draft.dates}
              hoursPerDay={draft.hoursPerDay}
              adCreativeId={draft.adCreativeId}
              filters={state.planFilters}
              onPlanned={(plan) => state.setSelection(plan.displayIds)}
            />
            <CampaignQuotePanel
              quote={quoteBody ? quote.data : undefined}
              loading={quote.isFetching}
              error={quote.isError ? errorText(quote.error) : null}
              waiting={waiting}
              screens={draft.displayIds.length}
              names={names}
              onDropShort={() => quote.data && state.remove(shortDisplayIds(quote.data.lines))}
            />
            <TextField
              label="Campaign name"
              required
              value={draft.name}
              onChange={(e) => state.setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              {create.isPending ? 'Booking…' : 'Book campaign'}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </>
  );
}

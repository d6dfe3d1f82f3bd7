import { useMemo, useState } from 'react';
import type { PlanFilters } from '../../../../api/campaigns';
import { NO_FILTERS, type DisplayFilters } from '../../../../components/displays/filters/displayFilters';
import type { DisplayListing } from '../../../../api/displays';
import { MAX_SCREENS, type CampaignDraft } from './campaignRules';
import { planArea } from './drawnArea';
import { useDrawnArea } from './useDrawnArea';

/** The builder's state: the draft, the screen filters and the drawn area, and the ways to change them. */
export function useCampaignDraft() {
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dates, setDates] = useState<string[]>([]);
  const [hoursPerDay, setHoursPerDay] = useState(1);
  const [adCreativeId, setAdCreativeId] = useState<number | null>(null);
  const [filters, setFilters] = useState<DisplayFilters>(NO_FILTERS);
  const area = useDrawnArea();

  const draft: CampaignDraft = useMemo(
    () => ({ name, displayIds: [...selected], dates, hoursPerDay, adCreativeId }),
    [name, selected, dates, hoursPerDay, adCreativeId],
  );
  const planFilters: PlanFilters = {
    ...(filters.city && { cities: [filters.city] }),
    ...(filters.locationType.length > 0 && { locationTypes: filters.locationType }),
    ...(filters.audience.length > 0 && { audiences: filters.audience }),
    ...(filters.ageRange.length > 0 && { ageRanges: filters.ageRange }),
    ...(filters.minAudiencePerHour && { minAudiencePerHour: Number(filters.minAudiencePerHour) }),
    ...planArea(area.area),
  };

  const toggle = (display: DisplayListing) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(display.id)) next.delete(display.id);
      else if (next.size < MAX_SCREENS) next.add(display.id);
      return next;
    });
  };
  const addAll = (displays: readonly DisplayListing[]) =>
    setSelected((current) => new Set([...current, ...displays.map((d) => d.id)].slice(0, MAX_SCREENS)));
  const remove = (ids: ReadonlySet<number>) => setSelected((current) => new Set([...current].filter((id) => !ids.has(id))));

  return {
    draft,
    selected,
    filters,
    area,
    planFilters,
    setName,
    setDates,
    setHoursPerDay,
    setAdCreativeId,
    setFilters,
    setSelection: (ids: readonly number[]) => setSelected(new Set(ids)),
    toggle,
    addAll,
    remove,
  };
}

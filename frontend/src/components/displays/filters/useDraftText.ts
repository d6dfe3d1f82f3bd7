import { useCallback, useEffect, useRef, useState } from 'react';
import { audienceProblem, parseAudience, parsePrice, priceProblem, type DisplayFilters } from './displayFilters';

/** How long typing must pause before the search or a price is applied. */
export const TYPING_PAUSE_MS = 400;

type TextFields = Pick<DisplayFilters, 'q' | 'minPrice' | 'maxPrice' | 'minAudiencePerHour'>;
const FIELDS = ['q', 'minPrice', 'maxPrice', 'minAudiencePerHour'] as const;

/** The form of a field the filters hold: the words trimmed, a price or an audience in its canonical text. */
function normalised(field: (typeof FIELDS)[number], value: string): string {
  if (field === 'q') return value.trim();
  if (field === 'minAudiencePerHour') return parseAudience(value) ?? value;
  return parsePrice(value) ?? value;
}

/** What stops the typed fields from applying: a problem with the prices, with the audience (null when none). */
export interface DraftProblems {
  price: string | null;
  audience: string | null;
}

/**
 * The typed fields (search text, lowest and highest price, lowest audience) as a draft: applied once typing
 * pauses, or at once with `commit` (Enter). A change from elsewhere (Back, Clear filters)
 * replaces a field's draft unless the draft already says the same, so a space being typed
 * at the end of the search is not taken away.
 */
export function useDraftText(filters: DisplayFilters, apply: (fields: TextFields) => void) {
  const applied: TextFields = {
    q: filters.q,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minAudiencePerHour: filters.minAudiencePerHour,
  };
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (FIELDS.some((field) => seen[field] !== applied[field])) {
    setSeen(applied);
    const next = { ...draft };
    for (const field of FIELDS) if (normalised(field, draft[field]) !== applied[field]) next[field] = applied[field];
    setDraft(next);
  }

  const price = priceProblem(draft.minPrice, draft.maxPrice);
  const audience = audienceProblem(draft.minAudiencePerHour);
  const problem = price ?? audience;
  const pending = FIELDS.some((field) => normalised(field, draft[field]) !== applied[field]);
  const latest = useRef({ draft, problem, pending, apply });
  useEffect(() => {
    latest.current = { draft, problem, pending, apply };
  });

  /** Applies the draft typed so far (the latest one unless given). */
  const commit = useCallback((typed?: TextFields) => {
    const { problem: invalid, pending: changed, apply: applyNow } = latest.current;
    const current = typed ?? latest.current.draft;
    if (invalid || !changed) return;
    applyNow({
      q: current.q.trim(),
      minPrice: parsePrice(current.minPrice) ?? '',
      maxPrice: parsePrice(current.maxPrice) ?? '',
      minAudiencePerHour: parseAudience(current.minAudiencePerHour) ?? '',
    });
  }, []);

  useEffect(() => {
    if (!pending || problem) return;
    const timer = window.setTimeout(() => commit(draft), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, pending, problem, commit]);

  const change = useCallback((field: keyof TextFields, value: string) => setDraft((current) => ({ ...current, [field]: value })), []);
  // A problem is shown once typing pauses, not at every keystroke.
  const [shown, setShown] = useState<DraftProblems>({ price: null, audience: null });
  useEffect(() => {
    const timer = window.setTimeout(() => setShown({ price, audience }), price || audience ? TYPING_PAUSE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [price, audience]);

  return { draft, change, commit, problems: shown };
}

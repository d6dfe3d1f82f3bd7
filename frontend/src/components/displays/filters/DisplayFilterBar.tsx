// oxlint-disable-next-line import/no-unassigned-import -- the bar's plain CSS (light on /advertise, docs/performance.md)
import './displayFilters.css';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AGE_RANGE_OPTIONS, AUDIENCE_OPTIONS, LOCATION_TYPE_OPTIONS, type Option } from '../../../utils/displayLabels';
import { activeFilterCount, filtersToSearch, NO_FILTERS, resultCountText, SEARCH_MAX_LENGTH, type DisplayFilters } from './displayFilters';
import { useDraftText } from './useDraftText';

/** How a change reaches the address: a step of its own (Back undoes it) or in place of the current one. */
export type HistoryMode = 'push' | 'replace';

interface DisplayFilterBarProps {
  filters: DisplayFilters;
  onChange: (filters: DisplayFilters, mode: HistoryMode) => void;
  /** The city choices (GET /api/public/displays/cities). */
  cities: readonly string[];
  /** Displays shown now; null before the first answer or after a failed read. */
  resultCount: number | null;
  failed?: boolean;
}

type ListKey = 'locationType' | 'audience' | 'ageRange';
const GROUPS: { key: ListKey; legend: string; options: readonly Option<string>[] }[] = [
  { key: 'locationType', legend: 'Location type', options: LOCATION_TYPE_OPTIONS },
  { key: 'audience', legend: 'Audience', options: AUDIENCE_OPTIONS },
  { key: 'ageRange', legend: 'Age range', options: AGE_RANGE_OPTIONS },
];

/**
 * Search and filters above the map and list (docs/product-rules.md §12.12): plain form
 * elements with visible labels, the checkbox groups in a disclosure, a live count of the
 * results and "Clear filters". Typed fields apply once typing pauses (or on Enter); the
 * others at once. Each change is a step Back can undo (a search typed in several pauses is one).
 */
export function DisplayFilterBar({ filters, onChange, cities, resultCount, failed = false }: DisplayFilterBarProps) {
  const id = useId();
  // A search being typed is one step in the history: its first change pushes, the next ones
  // replace it, until another filter changes or the address changes from elsewhere (Back).
  const typing = useRef<string | null>(null);
  const emit = (next: DisplayFilters, mode: HistoryMode, typed: boolean) => {
    typing.current = typed ? filtersToSearch(next) : null;
    onChange(next, mode);
  };
  const text = useDraftText(filters, (fields) => {
    const stillTyping = typing.current === filtersToSearch(filters);
    emit({ ...filters, ...fields }, stillTyping ? 'replace' : 'push', true);
  });
  const active = activeFilterCount(filters);
  const listed = GROUPS.reduce((n, group) => n + filters[group.key].length, 0);
  // Open at first when a link chose some; after that it is the user's to open and close.
  const [openAtFirst] = useState(listed > 0);
  const searchRef = useRef<HTMLInputElement>(null);
  const cityChoices = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;
  const set = (change: Partial<DisplayFilters>) => emit({ ...filters, ...change }, 'push', false);
  const toggle = (key: ListKey, value: string) => (event: ChangeEvent<HTMLInputElement>) =>
    set({ [key]: event.target.checked ? [...filters[key], value] : filters[key].filter((v) => v !== value) });
  // The button goes away with the filters: focus goes to the search field, not to the page.
  const clear = () => {
    emit(NO_FILTERS, 'push', false);
    searchRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    text.commit();
  };

  return (
    <search className="ss-filters" aria-label="Search and filter displays">
      <form onSubmit={submit} className="ss-filters-form">
        <div className="ss-filters-row">
          <label className="ss-field ss-field-search">
            <span>Search</span>
            <input
              ref={searchRef}
              type="search"
              value={text.draft.q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Name, street or city"
              onChange={(e) => text.change('q', e.target.value)}
            />
          </label>
          <label className="ss-field">
            <span>City</span>
            <select value={filters.city} onChange={(e) => set({ city: e.target.value })}>
              <option value="">Any city</option>
              {cityChoices.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
          <label className="ss-field">
            <span>Screen</span>
            <select value={filters.mobile} onChange={(e) => set({ mobile: e.target.value as DisplayFilters['mobile'] })}>
              <option value="">Fixed and mobile</option>
              <option value="false">Fixed screens only</option>
              <option value="true">Mobile screens only</option>
            </select>
          </label>
          {(['minPrice', 'maxPrice'] as const).map((field) => (
            <label className="ss-field ss-field-price" key={field}>
              <span>{field === 'minPrice' ? 'Min $ / hour' : 'Max $ / hour'}</span>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={text.draft[field]}
                aria-invalid={text.problems.price ? true : undefined}
                aria-describedby={text.problems.price ? `${id}-price` : undefined}
                onChange={(e) => text.change(field, e.target.value)}
              />
            </label>
          ))}
          <label className="ss-field ss-field-price">
            <span>Min people / hour</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Any"
              value={text.draft.minAudiencePerHour}
              aria-invalid={text.problems.audience ? true : undefined}
              aria-describedby={text.problems.audience ? `${id}-audience` : undefined}
              onChange={(e) => text.change('minAudiencePerHour', e.target.value)}
            />
          </label>
        </div>
        {text.problems.price && (
          <p id={`${id}-price`} className="ss-filters-problem">
            {text.problems.price}
          </p>
        )}
        {text.problems.audience && (
          <p id={`${id}-audience`} className="ss-filters-problem">
            {text.problems.audience}
          </p>
        )}
        <details className="ss-filters-more" open={openAtFirst || undefined}>
          <summary>{listed > 0 ? `Location type, audience and age (${listed} chosen)` : 'Location type, audience and age'}</summary>
          <div className="ss-filters-groups">
            {GROUPS.map((group) => (
              <fieldset key={group.key}>
                <legend>{group.legend}</legend>
                {group.options.map((option) => (
                  <label key={option.value} className="ss-check">
                    <input
                      type="checkbox"
                      checked={(filters[group.key] as string[]).includes(option.value)}
                      onChange={toggle(group.key, option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </details>
        <div className="ss-filters-status">
          <output>
            {resultCount !== null
              ? resultCountText(resultCount, active > 0)
              : failed
                ? 'Displays could not be loaded'
                : 'Loading displays…'}
          </output>
          {active > 0 && (
            <button type="button" className="ss-filters-clear" onClick={clear}>
              Clear filters
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

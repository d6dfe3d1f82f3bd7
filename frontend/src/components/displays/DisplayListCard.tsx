// oxlint-disable-next-line import/no-unassigned-import -- the card's plain CSS (no emotion work per card, docs/performance.md)
import './displayListCard.css';
import type { ReactNode } from 'react';
import type { DisplayListing } from '../../api/displays';
import { ageRangeLabel, audienceLabel, formatAddress, locationTypeLabel } from '../../utils/displayLabels';
import { formatAudience } from '../../utils/audience';
import { formatTimeRange } from '../../utils/format';
import { formatCents, toCents } from '../../utils/money';

interface DisplayListCardProps {
  display: DisplayListing;
  selected: boolean;
  onSelect: (display: DisplayListing) => void;
  /** E.g. a "Book Now" button, kept outside the selectable area. */
  action?: ReactNode;
}

/** Material icons' outlined paths (the same glyphs as @mui/icons-material, without a component each). */
const ICONS = {
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  schedule:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  paid: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m.89-8.9c-1.78-.59-2.64-.96-2.64-1.9 0-1.02 1.11-1.39 1.81-1.39 1.31 0 1.79.99 1.9 1.34l1.58-.67c-.15-.44-.82-1.91-2.66-2.23V5h-1.75v1.26c-2.6.56-2.62 2.85-2.62 2.96 0 2.27 2.25 2.91 3.35 3.31 1.58.56 2.28 1.07 2.28 2.03 0 1.13-1.05 1.61-1.98 1.61-1.82 0-2.34-1.87-2.4-2.09l-1.66.67c.63 2.19 2.28 2.78 3.02 2.96V19h1.75v-1.24c.52-.09 3.02-.59 3.02-3.22.01-1.39-.6-2.61-3-3.44',
  category:
    'm12 2-5.5 9h11zm0 3.84L13.93 9h-3.87zM17.5 13c-2.49 0-4.5 2.01-4.5 4.5s2.01 4.5 4.5 4.5 4.5-2.01 4.5-4.5-2.01-4.5-4.5-4.5m0 7c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5M3 21.5h8v-8H3zm2-6h4v4H5z',
  groups:
    'M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  bus: 'M12 2c-4.42 0-8 .5-8 4v10c0 .88.39 1.67 1 2.22V20c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1h8v1c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1.78c.61-.55 1-1.34 1-2.22V6c0-3.5-3.58-4-8-4m5.66 2.99H6.34C6.89 4.46 8.31 4 12 4s5.11.46 5.66.99m.34 2V10H6V6.99zm-.34 9.74-.29.27H6.63l-.29-.27C6.21 16.62 6 16.37 6 16v-4h12v4c0 .37-.21.62-.34.73',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="ss-card-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

function Fact({ icon, label, children, wide = false }: { icon: keyof typeof ICONS; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <li className={wide ? 'ss-card-fact ss-card-fact-wide' : 'ss-card-fact'}>
      <Icon name={icon} />
      <span>
        <span className="ss-visually-hidden">{label}: </span>
        {children}
      </span>
    </li>
  );
}

function ChipRow({ title, labels }: { title: string; labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className="ss-card-chiprow">
      <p className="ss-card-chiptitle">{title}</p>
      <ul aria-label={title} className="ss-card-chips">
        {labels.map((label) => (
          <li key={label} className="ss-card-chip">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A display in a list beside the map: name, mobile badge, address, hours, price,
 * location type and target groups. The whole card selects it (the name is the
 * button, stretched over the card); the selected card is highlighted.
 * Plain elements and one stylesheet, not MUI components: a list of them renders
 * without emotion work per element, short enough for a slow phone (docs/performance.md).
 */
export function DisplayListCard({ display, selected, onSelect, action }: DisplayListCardProps) {
  const audience = formatAudience(display.audiencePerHour);
  return (
    <article data-display-id={display.id} className={selected ? 'ss-card ss-card-selected' : 'ss-card'}>
      <div className="ss-card-content">
        <div className="ss-card-head">
          <h3 className="ss-card-title">
            <button type="button" className="ss-card-select" onClick={() => onSelect(display)} aria-pressed={selected}>
              {display.name}
            </button>
          </h3>
          {display.isMobile && (
            <span className="ss-card-mobile">
              <Icon name="bus" />
              Mobile
            </span>
          )}
        </div>
        <ul className="ss-card-facts">
          <Fact icon="place" label="Address" wide>
            {formatAddress(display)}
          </Fact>
          <Fact icon="schedule" label="Hours">
            {formatTimeRange(display.startTime, display.endTime)}
          </Fact>
          <Fact icon="paid" label="Price">
            <strong>{formatCents(toCents(display.pricePerHour))}</strong> per hour
          </Fact>
          <Fact icon="category" label="Location type">
            {locationTypeLabel(display.locationType)}
          </Fact>
          {audience && (
            <Fact icon="groups" label="Audience">
              {audience}
            </Fact>
          )}
        </ul>
        {(display.targetAgeRanges.length > 0 || display.targetAudiences.length > 0) && (
          <div className="ss-card-targets">
            <ChipRow title="Age ranges" labels={display.targetAgeRanges.map(ageRangeLabel)} />
            <ChipRow title="Audiences" labels={display.targetAudiences.map(audienceLabel)} />
          </div>
        )}
      </div>
      {action && <div className="ss-card-actions">{action}</div>}
    </article>
  );
}

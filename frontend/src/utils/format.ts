/**
 * Whole numbers with thousands separators: 1234567 → "1,234,567" (counts, dollars).
 * Written out rather than Intl.NumberFormat or toLocaleString, whose first use loads the
 * browser's number data: tens of milliseconds of blocked main thread on a slow phone
 * while /advertise shows its prices (docs/performance.md).
 */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** A file size for people: "512 B", "12.3 KB", "4.80 MB" (binary units, as the 5 MB upload limit). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** "09:00" → "9:00 AM", "17:30" → "5:30 PM" (docs/product-rules.md §18: 12-hour form with AM/PM). */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const period = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${period}`;
}

/** A time range in 12-hour form: ("09:00", "17:00") → "9:00 AM - 5:00 PM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)} - ${formatTime12(end)}`;
}

/** Operating hours "09:00-17:00" → "9:00 AM - 5:00 PM"; anything else is shown as is. */
export function formatOperatingHours(hours: string): string {
  const [start, end, ...rest] = hours.split('-');
  if (!start || !end || rest.length > 0) return hours;
  return formatTimeRange(start, end);
}

/** A percentage with a fixed number of decimals: (12.5, 1) → "12.5%". */
export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/**
 * Airtime for people, exact to the second (docs/product-rules.md §17.10): 6840 → "1 h 54 min",
 * 70 → "1 min 10 s" (never "1 min"), 50 → "50 s"; parts that are zero are left out.
 */
export function formatAirtime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [hours && `${formatCount(hours)} h`, minutes && `${minutes} min`, rest && `${rest} s`].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 s';
}

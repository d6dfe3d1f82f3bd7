/** "YYYY-MM-DD" today in a zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** "YYYY-MM-DD" in Phoenix (the demo displays' zone), `days` after today there. */
export function phoenixDate(days: number): string {
  const date = new Date(`${todayIn('America/Phoenix')}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-12-01" → "Dec 01, 2026" (what the screens show). */
export function shown(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' });
}

/** The Etc/GMT zone whose local time is closest to noon now (Etc/GMT-5 is UTC+5). */
export function noonZone(now = new Date()): string {
  let offset = (12 - now.getUTCHours() + 24) % 24; // 0…23 hours ahead of UTC
  if (offset > 12) offset -= 24; // Etc/GMT spans UTC-12 … UTC+14
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

import { formatDay } from '../utils/bookingFormat';

/** A moment (ISO timestamp) shown as its local day, "Nov 22, 2026", in a <time> element. */
export function DayTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDay(iso)}</time>;
}

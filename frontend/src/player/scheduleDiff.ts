import type { ScheduleEntry } from './types';
import type { Weighted } from './weightedRotation';

/** What the rotation shows for one creative. */
export interface Creative {
  id: number;
  name: string;
  fileUrl: string;
}

/** The rotation's view of a schedule: one item per creative, weighted by its hours. */
export interface RotationPlan {
  creatives: Map<number, Creative>;
  weights: Weighted<number>[];
}

/**
 * Turns schedule entries into rotation items. A creative booked twice (two
 * booking groups) appears twice in the schedule; its hours add up into one
 * item, so the spreading also keeps that one ad from running back to back.
 */
export function planOf(entries: readonly ScheduleEntry[]): RotationPlan {
  const creatives = new Map<number, Creative>();
  const hours = new Map<number, number>();
  for (const entry of entries) {
    if (!creatives.has(entry.id)) creatives.set(entry.id, { id: entry.id, name: entry.name, fileUrl: entry.fileUrl });
    hours.set(entry.id, (hours.get(entry.id) ?? 0) + Math.max(0, entry.hoursBooked));
  }
  const weights = [...hours].map(([key, weight]) => ({ key, weight })).filter((item) => item.weight > 0);
  return { creatives, weights };
}

/** True when two plans show the same creatives, files and weights (so the rotation may go on unchanged). */
export function samePlan(a: RotationPlan, b: RotationPlan): boolean {
  if (a.weights.length !== b.weights.length) return false;
  for (let i = 0; i < a.weights.length; i++) {
    const x = a.weights[i];
    const y = b.weights[i];
    if (x.key !== y.key || x.weight !== y.weight) return false;
    if (a.creatives.get(x.key)?.fileUrl !== b.creatives.get(y.key)?.fileUrl) return false;
  }
  return true;
}

/** The distinct image files of a schedule. */
export function fileUrlsOf(entries: readonly ScheduleEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.fileUrl))];
}

/** Which cached files to fetch and which to drop when the schedule's files change. */
export function mediaChanges(cached: readonly string[], wanted: readonly string[]): { add: string[]; remove: string[] } {
  const have = new Set(cached);
  const want = new Set(wanted);
  return {
    add: wanted.filter((url) => !have.has(url)),
    remove: cached.filter((url) => !want.has(url)),
  };
}

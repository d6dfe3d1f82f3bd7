import { formatCount } from './format';

/** A count with its noun in the right number: (1, 'date') → "1 date", (1234, 'play') → "1,234 plays". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Every one of a few things, said as people say it: "the date", "both dates", "all 3 dates". */
export function everyOne(count: number, one: string, many = `${one}s`): string {
  if (count === 1) return `the ${one}`;
  if (count === 2) return `both ${many}`;
  return `all ${formatCount(count)} ${many}`;
}

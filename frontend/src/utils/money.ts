import { formatCount } from './format';

/**
 * Money in the app is integer cents (docs/architecture.md). The API sends amounts
 * as decimal strings ("12.50") or two-decimal numbers (analytics); `toCents` reads
 * them from their digits, so no float drift gets in, and `formatCents` is the one
 * way money is shown: dollar sign, thousands separators, two decimals.
 */

const AMOUNT = /^([-+]?)(\d*)(?:\.(\d*))?$/;

/**
 * An amount as integer cents: "12.50" → 1250, 12.5 → 1250, "7.255" → 726 (a
 * third decimal rounds half away from zero). Anything that is not a number is 0.
 */
export function toCents(amount: string | number): number {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return 0;
    const plain = String(amount);
    // Very large or small numbers print with an exponent; two decimals are all money has.
    text = plain.includes('e') ? amount.toFixed(2) : plain;
  } else {
    text = amount.trim();
  }
  const match = AMOUNT.exec(text);
  if (!match || (match[2] === '' && !match[3])) return 0;
  const decimals = match[3] ?? '';
  let cents = Number(match[2] || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (Number(decimals[2] ?? '0') >= 5) cents += 1;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Cents as money: 11250 → "$112.50", 90 → "$0.90", -5 → "-$0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

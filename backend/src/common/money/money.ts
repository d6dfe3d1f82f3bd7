import { Type } from '@mikro-orm/core';

/**
 * Money is exact: numeric(10,2) in PostgreSQL, integer cents in code, and a
 * decimal string with two places ("12.50") on the wire.
 */
const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

export type MoneyProblem = 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';

/** Cents for a number or numeric string, or the reason it is not acceptable money. */
export function parseCents(value: unknown, maxDollars: number): { cents: number } | { problem: MoneyProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'not-a-number' };
    if (value < 0) return { problem: 'negative' };
    if (value > maxDollars) return { problem: 'too-large' };
    text = String(value);
    if (!DECIMAL_PATTERN.test(text)) return { problem: 'too-many-decimals' }; // e.g. 1e-7
  } else if (typeof value === 'string') {
    text = value.trim();
    if (/^-\d+(\.\d+)?$/.test(text)) return { problem: 'negative' };
    if (!DECIMAL_PATTERN.test(text)) return { problem: 'not-a-number' };
  } else {
    return { problem: 'not-a-number' };
  }
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > 2) return { problem: 'too-many-decimals' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > maxDollars * 100) return { problem: 'too-large' };
  return { cents };
}

/** 1250 → "12.50". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.50" (as PostgreSQL returns numeric) → 1250, without floating point. */
export function centsFromDecimal(text: string): number {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** MikroORM type: integer cents in the entity, numeric(10,2) in the table. */
export class CentsType extends Type<number, string> {
  convertToDatabaseValue(value: number): string {
    return formatCents(value);
  }

  convertToJSValue(value: string | number): number {
    return typeof value === 'number' ? Math.round(value * 100) : centsFromDecimal(value);
  }

  getColumnType(): string {
    return 'numeric(10,2)';
  }

  compareAsType(): string {
    return 'string';
  }
}

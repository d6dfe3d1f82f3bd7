const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as shown everywhere (spec §9): dollar sign, two decimals. */
export function formatCurrency(value: number | string): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : value;
  return currency.format(Number.isFinite(amount) ? amount : 0);
}

/** Whole counts with thousands separators. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

const wholeEuros = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** '€2.300', '€12.250' (Dutch thousands separator, no cents). */
export function formatEuro(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}€${wholeEuros.format(Math.abs(Math.round(value)))}`;
}

const euroCents = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '€1.234,56', '€0,50' (Dutch thousands and decimal signs, always cents): spend and costs per lead. */
export function formatEuroCents(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}€${euroCents.format(Math.abs(value))}`;
}

function compact(value: number, unit: number, suffix: string): string {
  const rounded = Math.round((value / unit) * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}${suffix}`;
}

/**
 * Deal values on pipeline cards, in thousands: 2300 → '€2.3k', 12250 → '€12.3k',
 * 5000 → '€5k', 750 → '€750', 1250000 → '€1.3M'.
 */
export function formatKEuro(value: number): string {
  const sign = value < 0 ? '-' : '';
  const amount = Math.abs(value);
  if (amount < 1000) return `${sign}€${Math.round(amount)}`;
  if (amount < 999_950) return `${sign}€${compact(amount, 1000, 'k')}`;
  return `${sign}€${compact(amount, 1_000_000, 'M')}`;
}

/** '42%' (whole percent). */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

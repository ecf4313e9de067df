/**
 * How a KPI card words its change against the previous period (the server's `KpiChange`): counts
 * and the average score as a relative change ('+12%'), rates as percentage points ('+3 pp'), since
 * '+50%' on a conversion rate of 4% reads as far more than it is.
 */
export type KpiKind = 'count' | 'rate' | 'score';

export interface KpiChangeFigures {
  previous: number;
  difference: number;
  percent?: number | null;
}

export interface ChangeText {
  /** On the card: '+12%', '-3 pp', '+4' (when the previous period had none), '0%'. */
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** For screen readers and the tooltip: '12% meer dan de vorige periode (25)'. */
  description: string;
}

const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** '25', '72,5' or '40%' for a KPI's value. */
export function formatKpiValue(value: number, kind: KpiKind): string {
  return kind === 'rate' ? `${Math.round(value)}%` : decimal.format(value);
}

const signed = (value: number, suffix = '') => `${value > 0 ? '+' : value < 0 ? '-' : ''}${decimal.format(Math.abs(value))}${suffix}`;

export function describeChange(change: KpiChangeFigures, kind: KpiKind): ChangeText {
  const { previous, difference } = change;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  const was = `vorige periode: ${formatKpiValue(previous, kind)}`;
  if (direction === 'flat')
    return {
      text: kind === 'rate' ? '0 pp' : '0%',
      direction,
      description: `Gelijk aan de vorige periode (${formatKpiValue(previous, kind)})`,
    };
  const word = direction === 'up' ? (kind === 'count' ? 'meer' : 'hoger') : kind === 'count' ? 'minder' : 'lager';
  if (kind === 'rate') {
    const points = Math.abs(difference);
    return {
      text: signed(difference, ' pp'),
      direction,
      description: `${decimal.format(points)} procentpunt ${word} dan de vorige periode (${was})`,
    };
  }
  if (change.percent === null || change.percent === undefined) {
    // Nothing to compare with: the absolute change says more than an infinite percentage.
    return {
      text: signed(difference),
      direction,
      description: `${decimal.format(Math.abs(difference))} ${word} dan de vorige periode (${was})`,
    };
  }
  return {
    text: signed(change.percent, '%'),
    direction,
    description: `${Math.abs(change.percent)}% ${word} dan de vorige periode (${was})`,
  };
}

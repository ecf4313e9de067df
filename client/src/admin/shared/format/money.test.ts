import { describe, expect, it } from '@jest/globals';
import { formatEuro, formatEuroCents, formatKEuro, formatPercent } from './money';

describe('formatKEuro (pipeline cards)', () => {
  it.each([
    [2300, '€2.3k'],
    [5250, '€5.3k'],
    [12250, '€12.3k'],
    [5000, '€5k'],
    [1000, '€1k'],
    [999, '€999'],
    [750, '€750'],
    [0, '€0'],
    [999_949, '€999.9k'],
    [1_250_000, '€1.3M'],
    [-2300, '-€2.3k'],
  ])('%d → %s', (value, expected) => {
    expect(formatKEuro(value)).toBe(expected);
  });
});

describe('formatEuro', () => {
  it.each([
    [2300, '€2.300'],
    [12250, '€12.250'],
    [0, '€0'],
    [1234567, '€1.234.567'],
    [99.6, '€100'],
    [-500, '-€500'],
  ])('%d → %s', (value, expected) => {
    expect(formatEuro(value)).toBe(expected);
  });
});

it('formatPercent rounds to whole percents', () => {
  expect(formatPercent(42.4)).toBe('42%');
  expect(formatPercent(42.5)).toBe('43%');
});

describe('formatEuroCents', () => {
  it.each([
    [1234.56, '€1.234,56'],
    [0.5, '€0,50'],
    [0, '€0,00'],
    [1_000_000, '€1.000.000,00'],
    [27.775, '€27,78'],
    [-12.5, '-€12,50'],
  ])('%d → %s', (value, expected) => {
    expect(formatEuroCents(value)).toBe(expected);
  });
});

import { Channel } from '../leads/channel.enums';
import { AdPlatform } from './ad-spend.enums';
import { manualAmountProblem, monthStart, PLATFORM_CHANNEL, platformChannelSql } from './ad-spend.rules';

describe('which channel a platform spends for', () => {
  it.each([
    [AdPlatform.GOOGLE_ADS, Channel.PAID_SEARCH],
    [AdPlatform.MICROSOFT_ADS, Channel.PAID_SEARCH],
    [AdPlatform.META_ADS, Channel.PAID_SOCIAL],
    [AdPlatform.OTHER, Channel.PAID_SOCIAL],
  ])('%s: %s', (platform, channel) => {
    expect(PLATFORM_CHANNEL[platform]).toBe(channel);
    expect(platformChannelSql('p')).toContain(`WHEN '${platform}' THEN '${channel}'`);
  });
});

describe('manual spend', () => {
  it.each([
    ['2026-11', '2026-11-01'],
    ['2026-01', '2026-01-01'],
    ['2000-12', '2000-12-01'],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['1999-12', null],
    ['2101-01', null],
    ['nov 2026', null],
    ['2026-11-01', null],
  ])('month %j starts on %j', (month, start) => {
    expect(monthStart(month)).toBe(start);
  });

  it.each([
    [0, null],
    [120.5, null],
    [99.99, null],
    [10_000_000, null],
    [-0.01, 'moet 0 of meer zijn'],
    [Number.NaN, 'moet 0 of meer zijn'],
    [10_000_000.01, 'mag hoogstens 10.000.000 zijn'],
    [1.234, 'heeft hoogstens twee decimalen'],
  ])('amount %j: %j', (amount, problem) => {
    expect(manualAmountProblem(amount)).toBe(problem);
  });
});

import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TIMINGS, resolveTimings, startUpAtTheLatestMs } from './engagementTimings';

describe('startUpAtTheLatestMs', () => {
  it('starts a reader’s page two seconds before the first social proof is due', () => {
    expect(startUpAtTheLatestMs(DEFAULT_TIMINGS)).toBe(8000);
  });

  it('follows a shortened social proof (browser tests), never below zero', () => {
    expect(startUpAtTheLatestMs(resolveTimings({ socialProofFirstMs: 5000 }))).toBe(3000);
    expect(startUpAtTheLatestMs(resolveTimings({ socialProofFirstMs: 500 }))).toBe(0);
  });
});

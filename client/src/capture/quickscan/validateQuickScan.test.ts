import { describe, expect, it } from '@jest/globals';
import { hasErrors, QUICK_SCAN_MESSAGES, validateQuickScan, type QuickScanValues } from './validateQuickScan';

const valid: QuickScanValues = {
  name: 'Jan de Vries',
  email: 'jan@dakwerken-devries.nl',
  phone: '06 12 34 56 78',
  company: 'Dakwerken De Vries',
  website: 'www.dakwerken-devries.nl',
};

describe('validateQuickScan', () => {
  it('accepts five filled-in, plausible fields and returns them trimmed', () => {
    const { values, errors } = validateQuickScan({ ...valid, name: '  Jan de Vries ' });
    expect(hasErrors(errors)).toBe(false);
    expect(values.name).toBe('Jan de Vries');
  });

  it('requires all five fields, with a Dutch message each', () => {
    const { errors } = validateQuickScan({ name: ' ', email: '', phone: '', company: '', website: '' });
    expect(errors).toEqual({
      name: QUICK_SCAN_MESSAGES.nameMissing,
      email: QUICK_SCAN_MESSAGES.emailMissing,
      phone: QUICK_SCAN_MESSAGES.phoneMissing,
      company: QUICK_SCAN_MESSAGES.companyMissing,
      website: QUICK_SCAN_MESSAGES.websiteMissing,
    });
  });

  it.each([
    ['email', 'jan@dakwerken', QUICK_SCAN_MESSAGES.emailInvalid],
    ['email', 'jan dakwerken.nl', QUICK_SCAN_MESSAGES.emailInvalid],
    ['phone', '12ab', QUICK_SCAN_MESSAGES.phoneInvalid],
    ['phone', '12345', QUICK_SCAN_MESSAGES.phoneInvalid],
    ['website', 'mijn website', QUICK_SCAN_MESSAGES.websiteInvalid],
    ['website', 'dakwerken', QUICK_SCAN_MESSAGES.websiteInvalid],
    ['website', 'ftp://dakwerken.nl', QUICK_SCAN_MESSAGES.websiteInvalid],
  ] as const)('refuses %s "%s"', (field, value, message) => {
    expect(validateQuickScan({ ...valid, [field]: value }).errors).toEqual({ [field]: message });
  });

  it.each([
    ['phone', '+31 (0)20-123 45 67'],
    ['phone', '0612345678'],
    ['website', 'dakwerken.nl'],
    ['website', 'https://www.dakwerken.nl/contact?bron=google'],
    ['website', 'http://schilder-amsterdam.nl'],
    ['email', 'info@schilder.amsterdam'],
  ] as const)('accepts %s "%s" the way people type it', (field, value) => {
    expect(validateQuickScan({ ...valid, [field]: value }).errors).toEqual({});
  });

  it('refuses text longer than the server stores', () => {
    expect(validateQuickScan({ ...valid, company: 'B'.repeat(201) }).errors.company).toBe('Dit veld mag hoogstens 200 tekens bevatten.');
  });
});

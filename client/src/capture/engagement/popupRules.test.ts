import { describe, expect, it } from '@jest/globals';
import { isExitIntent, mayOpenPopup, scrollFraction, type PopupGate } from './popupRules';
import { firstInvalidField, validateContactRequest } from './contactRequest';
import { reachesInto } from './formsOnScreen';

describe('mayOpenPopup', () => {
  const free: PopupGate = {
    captureOpen: false,
    openPopup: null,
    alreadyShown: false,
    lastClosedAt: null,
    now: 100_000,
    cooldownMs: 20_000,
  };

  it('opens when nothing stands in the way', () => {
    expect(mayOpenPopup(free)).toBe(true);
  });

  it.each<[string, Partial<PopupGate>]>([
    ['the quick scan or survey is open', { captureOpen: true }],
    ['the other popup is open', { openPopup: 'scroll' }],
    ['it was shown earlier this session', { alreadyShown: true }],
    ['the other popup closed less than the cooldown ago', { lastClosedAt: 81_000 }],
  ])('stays closed while %s', (_reason, change) => {
    expect(mayOpenPopup({ ...free, ...change })).toBe(false);
  });

  it('opens again once the cooldown has passed', () => {
    expect(mayOpenPopup({ ...free, lastClosedAt: 80_000 })).toBe(true);
  });
});

describe('scrollFraction', () => {
  it('is the share of the scrollable distance', () => {
    expect(scrollFraction(0, 800, 2800)).toBe(0);
    expect(scrollFraction(1000, 800, 2800)).toBe(0.5);
    expect(scrollFraction(1400, 800, 2800)).toBe(0.7);
    expect(scrollFraction(2000, 800, 2800)).toBe(1);
  });

  it('stays within 0..1 (overscroll on phones) and is 0 on a page that cannot scroll', () => {
    expect(scrollFraction(-40, 800, 2800)).toBe(0);
    expect(scrollFraction(2100, 800, 2800)).toBe(1);
    expect(scrollFraction(0, 800, 800)).toBe(0);
  });
});

describe('isExitIntent', () => {
  it('is the mouse leaving the window through the top', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -5, relatedTarget: null })).toBe(true);
  });

  it('is not leaving sideways or downwards, nor moving onto another element', () => {
    expect(isExitIntent({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 0, relatedTarget: {} as EventTarget })).toBe(false);
  });
});

describe('validateContactRequest', () => {
  const valid = { name: 'Jan de Vries', email: 'jan@dakwerken.nl', phone: '06 12 34 56 78' };

  it('accepts a name, e-mail address and Dutch or international phone number', () => {
    expect(validateContactRequest(valid)).toEqual({});
    expect(validateContactRequest({ ...valid, phone: '+31 (0)20-123 4567' })).toEqual({});
  });

  it('asks in Dutch for every missing field, in form order', () => {
    const errors = validateContactRequest({ name: '  ', email: '', phone: '' });
    expect(errors).toEqual({
      name: 'Vul je naam in.',
      email: 'Vul je e-mailadres in.',
      phone: 'Vul je telefoonnummer in, dan bellen we je terug.',
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('refuses an e-mail address or phone number that cannot be one', () => {
    const errors = validateContactRequest({ ...valid, email: 'jan@dakwerken', phone: '0612' });
    expect(errors.email).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.');
    expect(errors.phone).toBe('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.');
    expect(firstInvalidField(errors)).toBe('email');
    expect(validateContactRequest({ ...valid, phone: '06-1234abcd' }).phone).toBeDefined();
  });
});

describe('reachesInto (forms on screen)', () => {
  it('is a rendered box overlapping the band', () => {
    expect(reachesInto({ top: 700, bottom: 900, height: 200 }, 748, 844)).toBe(true);
    expect(reachesInto({ top: -300, bottom: 10, height: 310 }, 0, 844)).toBe(true);
  });

  it('is not a box above or below the band, nor one that is not rendered', () => {
    expect(reachesInto({ top: 100, bottom: 748, height: 648 }, 748, 844)).toBe(false);
    expect(reachesInto({ top: 844, bottom: 1200, height: 356 }, 0, 844)).toBe(false);
    expect(reachesInto({ top: 0, bottom: 0, height: 0 }, 0, 844)).toBe(false);
  });
});

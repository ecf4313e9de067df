import { describe, expect, it } from '@jest/globals';
import { clearSentClick, clickRecordFrom, pendingClick, recordClick } from './clickTracking';

const at = new Date('2026-03-02T10:15:00.000Z');

describe('click tracking', () => {
  it('records button text, page path, page title and the moment, as docs/lead-api.md ButtonClickInput', () => {
    expect(clickRecordFrom({ buttonText: '  Start met Growth ', pagePath: '/tarieven', pageTitle: 'Tarieven | Vakleads' }, at)).toEqual({
      buttonText: 'Start met Growth',
      pagePath: '/tarieven',
      pageTitle: 'Tarieven | Vakleads',
      timestamp: '2026-03-02T10:15:00.000Z',
    });
  });

  it('keeps text within the server bounds, and ignores a click without label or page', () => {
    const record = clickRecordFrom({ buttonText: 'x'.repeat(300), pagePath: `/${'a'.repeat(600)}`, pageTitle: 't'.repeat(250) }, at)!;
    expect([record.buttonText.length, record.pagePath.length, record.pageTitle.length]).toEqual([200, 500, 200]);
    expect(clickRecordFrom({ buttonText: '  ', pagePath: '/', pageTitle: '' }, at)).toBeNull();
    expect(clickRecordFrom({ buttonText: 'Gratis Audit', pagePath: '', pageTitle: '' }, at)).toBeNull();
  });

  it('holds the latest click until the lead it went with exists, then forgets it', () => {
    recordClick({ buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home' }, at);
    recordClick({ buttonText: 'Start met Growth', pagePath: '/tarieven', pageTitle: 'Tarieven' }, at);
    const sent = pendingClick();
    expect(sent?.buttonText).toBe('Start met Growth');
    clearSentClick(sent);
    expect(pendingClick()).toBeNull();
  });

  it('keeps a newer click that came in while the lead was being created', () => {
    recordClick({ buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home' }, at);
    const sent = pendingClick();
    recordClick({ buttonText: 'Start met Scale', pagePath: '/tarieven', pageTitle: 'Tarieven' }, at);
    clearSentClick(sent);
    expect(pendingClick()?.buttonText).toBe('Start met Scale');
    clearSentClick(pendingClick());
  });
});

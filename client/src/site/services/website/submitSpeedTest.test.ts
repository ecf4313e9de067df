import { describe, expect, it } from '@jest/globals';
import { speedTestLead } from './submitSpeedTest';

describe('a speed-test request as a lead', () => {
  it('is a CONTACT lead for the site, asking for the report by e-mail', () => {
    expect(speedTestLead({ url: 'https://www.dakwerken.nl/', email: 'jan@dakwerken.nl' })).toEqual({
      source: 'CONTACT',
      name: 'Snelheidstest dakwerken.nl',
      email: 'jan@dakwerken.nl',
      website: 'https://www.dakwerken.nl/',
      message: 'Verzoek om een gratis snelheidsrapport van https://www.dakwerken.nl/, per e-mail naar jan@dakwerken.nl.',
    });
  });
});

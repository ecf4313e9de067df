import { describe, expect, it } from '@jest/globals';
import { homeContactLead } from './submitHomeContact';

describe('the home contact form as a lead', () => {
  it('is a CONTACT lead with its message and budget; empty optional fields are left empty', () => {
    expect(
      homeContactLead({ name: ' Jan ', email: 'jan@dak.nl ', company: '', website: ' ', budget: '1000-5000', message: ' Graag meer klussen. ' }),
    ).toEqual({ source: 'CONTACT', name: 'Jan', email: 'jan@dak.nl', company: null, website: null, budget: '1000-5000', message: 'Graag meer klussen.' });
    expect(homeContactLead({ name: 'Jan', email: 'jan@dak.nl', company: 'Dak BV', website: 'https://dak.nl', budget: '', message: '' })).toMatchObject({
      company: 'Dak BV',
      website: 'https://dak.nl',
      budget: null,
      message: null,
    });
  });
});

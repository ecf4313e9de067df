import { describe, expect, it } from '@jest/globals';
import { contactMessageLead } from './submitContactMessage';

describe('the contact page message as a lead', () => {
  it('is a CONTACT lead named first and last name, with the message', () => {
    expect(
      contactMessageLead({
        firstName: 'Jan',
        lastName: 'de Vries',
        email: 'jan@dak.nl',
        phone: '',
        company: 'Dakwerken De Vries',
        website: 'www.dak.nl',
        message: 'Bel me even.',
      }),
    ).toEqual({
      source: 'CONTACT',
      name: 'Jan de Vries',
      email: 'jan@dak.nl',
      phone: null,
      company: 'Dakwerken De Vries',
      website: 'www.dak.nl',
      message: 'Bel me even.',
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { contactMessageLead, homeContactLead, speedReportLead } from './contactLeads';

describe('page forms as CONTACT leads', () => {
  it('the home form keeps its message and budget; empty optional fields are left empty', () => {
    expect(
      homeContactLead({
        name: ' Jan ',
        email: 'jan@dak.nl ',
        company: '',
        website: ' ',
        budget: '1000-5000',
        message: ' Graag meer klussen. ',
      }),
    ).toEqual({
      source: 'CONTACT',
      name: 'Jan',
      email: 'jan@dak.nl',
      company: null,
      website: null,
      budget: '1000-5000',
      message: 'Graag meer klussen.',
    });
    expect(
      homeContactLead({ name: 'Jan', email: 'jan@dak.nl', company: 'Dak BV', website: 'https://dak.nl', budget: '', message: '' }),
    ).toMatchObject({
      company: 'Dak BV',
      website: 'https://dak.nl',
      budget: null,
      message: null,
    });
  });

  it('the contact page message is named by first and last name', () => {
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

  it('a speed test asks for the report of the site by e-mail', () => {
    expect(speedReportLead({ url: 'https://www.dakwerken.nl/', email: 'jan@dakwerken.nl' })).toEqual({
      source: 'CONTACT',
      name: 'Snelheidstest dakwerken.nl',
      email: 'jan@dakwerken.nl',
      website: 'https://www.dakwerken.nl/',
      message: 'Verzoek om een gratis snelheidsrapport van https://www.dakwerken.nl/, per e-mail naar jan@dakwerken.nl.',
    });
  });
});

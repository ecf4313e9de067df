import { describe, expect, it } from '@jest/globals';
import { CSV_BOM } from './csv';
import { csvDateTime, LEAD_CSV_HEADERS, leadCsvFileName, leadsToCsv, type ExportedLead } from './leadCsv';

const lead = (fields: Partial<ExportedLead> = {}): ExportedLead => ({
  id: '0b8a8f0e-0000-4000-8000-000000000001',
  name: 'Jan Bakker',
  company: 'Bakkerij Jan',
  email: 'jan@bakkerij.nl',
  phone: '06 12345678',
  website: 'bakkerij.nl',
  source: 'QUICKSCAN',
  status: 'QUALIFIED',
  outcome: 'OPEN',
  leadScore: 85,
  qualification: 'HOT',
  value: 12250,
  packageLabel: 'Scale Pakket',
  createdAt: '2025-03-05T13:03:00.000Z',
  lastContact: null,
  notes: null,
  attribution: null,
  ...fields,
});

const rows = (csv: string) => csv.slice(CSV_BOM.length).split('\r\n');

describe('leadsToCsv', () => {
  it('writes a Dutch header and one row per lead with Dutch labels and Amsterdam times', () => {
    const [header, first, end] = rows(leadsToCsv([lead()]));
    expect(header).toBe(LEAD_CSV_HEADERS.join(';'));
    expect(header).toBe(
      'Naam;Bedrijf;E-mail;Telefoon;Website;Bron;Status;Uitkomst;Score;Kwalificatie;Waarde (EUR);Pakket;Aangemaakt;Laatste contact;Notities;Kanaal;Campagne;Bron / medium;Google Click ID;Landingspagina;Verwijzer',
    );
    expect(first).toBe(
      'Jan Bakker;Bakkerij Jan;jan@bakkerij.nl;06 12345678;bakkerij.nl;Quick scan;Voorstel gestuurd;Openstaand;85;Hot;12250;Scale Pakket;2025-03-05 14:03;;;;;;;;',
    );
    expect(end).toBe('');
  });

  it('leaves missing values empty and keeps the order it is given', () => {
    const csv = leadsToCsv([
      lead({ name: 'Eerste', company: null, phone: null, website: null, leadScore: null, qualification: null }),
      lead({ name: 'Tweede', source: 'WHATSAPP', status: 'CLOSED', outcome: 'WON' }),
    ]);
    const [, first, second] = rows(csv);
    expect(first.split(';').slice(0, 10)).toEqual([
      'Eerste',
      '',
      'jan@bakkerij.nl',
      '',
      '',
      'Quick scan',
      'Voorstel gestuurd',
      'Openstaand',
      '',
      '',
    ]);
    expect(second.split(';').slice(0, 8)).toEqual([
      'Tweede',
      'Bakkerij Jan',
      'jan@bakkerij.nl',
      '06 12345678',
      'bakkerij.nl',
      'WhatsApp',
      'Akkoord',
      'Gewonnen',
    ]);
  });

  it('escapes what a lead typed: separators, quotes, line breaks and formulas', () => {
    const csv = leadsToCsv([
      lead({ name: '=cmd|"/c calc"!A1', company: 'Bakker; Zonen', notes: 'Bel terug\n"dringend"', phone: '+31 6 1234' }),
    ]);
    const body = csv.slice(CSV_BOM.length).split('\r\n')[1];
    expect(body.startsWith(`"'=cmd|""/c calc""!A1";"Bakker; Zonen";jan@bakkerij.nl;'+31 6 1234;`)).toBe(true);
    expect(body.endsWith(';"Bel terug\n""dringend""";;;;;;')).toBe(true);
  });

  it('carries the attribution columns', () => {
    const arrival = {
      campaign: 'dak-2026',
      source: 'google',
      medium: 'cpc',
      gclid: 'TEST123',
      landingPage: '/diensten/google-ads',
      referrer: null,
    };
    const [, row] = rows(leadsToCsv([lead({ attribution: { channel: 'PAID_SEARCH', first: arrival, last: arrival } })]));
    expect(row.split(';').slice(-6)).toEqual(['Betaald zoeken', 'dak-2026', 'google / cpc', 'TEST123', '/diensten/google-ads', '']);
  });

  it('is only the header for no leads', () => {
    expect(rows(leadsToCsv([]))).toEqual([LEAD_CSV_HEADERS.join(';'), '']);
  });
});

describe('dates', () => {
  it('writes times in Amsterdam, summer and winter', () => {
    expect(csvDateTime('2025-07-01T22:30:00Z')).toBe('2025-07-02 00:30');
    expect(csvDateTime('2025-01-01T22:30:00Z')).toBe('2025-01-01 23:30');
    expect(csvDateTime(null)).toBe('');
  });

  it('names the file after the day in Amsterdam', () => {
    expect(leadCsvFileName(new Date('2025-07-01T22:30:00Z'))).toBe('leads-2025-07-02.csv');
  });
});

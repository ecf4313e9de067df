import type { Testimonial } from './types';

/** Client testimonials, shared by the home page and /tarieven. */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Mark van Dijk',
    company: 'Dakwerken Van Dijk',
    quote:
      'We kregen vijf aanvragen per maand, vooral via via. Nu zijn het er 45 en kan ik zelf kiezen welke klussen we aannemen. Het beste is dat ik precies zie wat elke euro oplevert.',
    rating: 5,
    result: 'Van 5 naar 45 leads per maand',
  },
  {
    name: 'Sandra de Vries',
    company: 'Loodgietersbedrijf De Vries',
    quote:
      'Onze telefoon staat niet meer stil. Vakleads begrijpt dat een lekkage om 22:00 uur iets anders is dan een badkamerrenovatie, en stemt de campagnes daar precies op af.',
    rating: 5,
    result: '+520% meer telefoontjes',
  },
  {
    name: 'Peter Jansen',
    company: 'Schildersbedrijf Jansen',
    quote:
      'Eerst dacht ik dat online adverteren niets voor schilders was. Dit jaar hebben we €120.000 extra omzet gedraaid, en de planning zit vol tot na de zomer.',
    rating: 5,
    result: '€120K extra omzet',
  },
];

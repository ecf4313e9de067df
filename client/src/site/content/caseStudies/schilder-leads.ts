import type { CaseStory } from '../caseStudies';

/** /resultaten/schilder-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Een volle agenda tot na de zomer voor Schildersbedrijf Jansen',
  heroSubtitle:
    'Met Facebook- en Instagram-campagnes vol voor-en-na-foto’s van buitenschilderwerk groeide Schildersbedrijf Jansen van 12 naar 45 aanvragen per maand.',
  challenge:
    'Schildersbedrijf Jansen uit Amersfoort levert vakwerk met een team van vijf schilders, maar had een klassiek seizoensprobleem: in het voorjaar te veel werk, in het najaar te weinig. ' +
    'Peter Jansen twijfelde of online adverteren iets voor schilders was; een eerdere poging met een ander bureau leverde vooral prijsvragers op, tegen €89 per lead. ' +
    'Het doel: het hele jaar een gevulde planning, met klanten die kiezen voor kwaliteit.',
  highlight: { metric: '€120K', label: 'extra omzet in één jaar', icon: 'euro', improvement: 'Planning vol tot na de zomer' },
  process: [
    {
      step: 1,
      title: 'Beeldmateriaal van echte klussen',
      description:
        'We verzamelden foto’s en korte video’s van afgerond buitenschilderwerk. Voor-en-na-beelden van de eigen projecten bleken veel beter te werken dan stockfoto’s.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Doelgroepen rond de werkgebieden',
      description:
        'Campagnes gericht op huiseigenaren in Amersfoort, Leusden en Soest met woningen van vóór 2000: precies de huizen waar het schilderwerk aan vervanging toe is.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Vooruit plannen met vroegboekkorting',
      description:
        'In het najaar draaiden campagnes voor binnenschilderwerk en een vroegboekactie voor het voorjaar, zodat de planning maanden vooruit gevuld raakte.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Selecteren op kwaliteit',
      description:
        'Het aanvraagformulier vraagt naar het type woning en de gewenste periode. Zo kwamen er minder prijsvragers binnen en meer klanten die voor vakwerk kiezen.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Eerst dacht ik dat online adverteren niets voor schilders was. Dit jaar hebben we €120.000 extra omzet gedraaid, en de planning zit vol tot na de zomer. Voor het eerst hoef ik in het najaar niet te bellen om werk.',
    author: 'Peter Jansen',
    role: 'Eigenaar',
    company: 'Schildersbedrijf Jansen',
  },
  meta: {
    title: 'Case schilder: 45 aanvragen met Facebook Ads',
    description:
      'Schildersbedrijf Jansen ging met Facebook- en Instagram-advertenties van 12 naar 45 aanvragen per maand en €120K extra omzet. Lees hoe we dat aanpakten.',
    keywords: ['Facebook Ads schilder', 'leads schildersbedrijf', 'marketing schilder', 'schilder meer klanten', 'case study schilder'],
  },
};

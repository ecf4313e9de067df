import Building2 from 'lucide-react/icons/building-2';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import Euro from 'lucide-react/icons/euro';
import Handshake from 'lucide-react/icons/handshake';
import PhoneCall from 'lucide-react/icons/phone-call';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import type { CaseSlug } from '../../app/paths';
import { caseStudyCard, growthPercent, reductionPercent } from './cases';
import { formatEuro } from './packages';
import type { CaseResult, CaseStudy, CaseStudyCard } from './types';

/**
 * The nine full case pages (/resultaten/:slug), rendered by one template (CaseStudyPage). The
 * industry, company and before/after figures come from the case's card in content/cases.ts, and
 * the first three result cards are computed from those figures, so a page can never contradict
 * the card, the dropdown or the overview. Each record adds its story, one extra headline result,
 * its process, testimonial and SEO.
 */
type CaseStory = Omit<CaseStudy, 'slug' | 'industry' | 'companyName' | 'beforeStats' | 'afterStats' | 'results'> & {
  /** The fourth result card: a business result beyond the three figures. */
  highlight: CaseResult;
};

/** Leads, cost per lead and conversion: the three figures of SPEC.md section 3 as result cards. */
function figureResults(card: CaseStudyCard): CaseResult[] {
  const before = card.beforeStats;
  const after = card.afterStats;
  return [
    {
      metric: String(after.leadsPerMonth),
      label: 'leads per maand',
      icon: Users,
      improvement: `+${growthPercent(before.leadsPerMonth, after.leadsPerMonth)}% (was ${before.leadsPerMonth})`,
    },
    {
      metric: formatEuro(after.costPerLead),
      label: 'kosten per lead',
      icon: Euro,
      improvement: `-${reductionPercent(before.costPerLead, after.costPerLead)}% (was ${formatEuro(before.costPerLead)})`,
    },
    {
      metric: `${after.conversionRate}%`,
      label: 'conversieratio',
      icon: Target,
      improvement: `+${after.conversionRate - before.conversionRate} procentpunt (was ${before.conversionRate}%)`,
    },
  ];
}

function defineCase(slug: CaseSlug, story: CaseStory): CaseStudy {
  const card = caseStudyCard(slug);
  const { highlight, ...rest } = story;
  return {
    ...rest,
    slug,
    industry: card.industry,
    companyName: card.company,
    beforeStats: card.beforeStats,
    afterStats: card.afterStats,
    results: [...figureResults(card), highlight],
  };
}

export const caseStudies: readonly CaseStudy[] = [
  defineCase('dakdekker-leads', {
    heroTitle: 'Van 5 naar 45 leads per maand voor Dakwerken Van Dijk',
    heroSubtitle:
      'Hoe een dakdekkersbedrijf uit Haarlem met Google Ads op spoed- en renovatiezoekwoorden een wachtlijst opbouwde en de kosten per lead met bijna driekwart verlaagde.',
    challenge:
      'Dakwerken Van Dijk is een familiebedrijf met zes vakmensen dat al ruim twintig jaar daken vernieuwt, isoleert en repareert in Haarlem en omgeving. ' +
      'De aanvragen kwamen vooral via mond-tot-mond en een werkplatform dat per lead betaald werd: zo’n vijf per maand, vaak van klanten die bij vijf dakdekkers tegelijk offertes opvroegen. ' +
      'In de wintermaanden viel het werk stil en stond er een ploeg zonder klussen.',
    highlight: { metric: '400%', label: 'betere ROI op advertenties', icon: TrendingUp, improvement: 'Elke advertentie-euro levert vijf keer zoveel op' },
    process: [
      {
        step: 1,
        title: 'Zoekwoorden- en regio-analyse',
        description:
          'We brachten in kaart waar in Haarlem, Heemstede en Bloemendaal wordt gezocht op daklekkage, dakrenovatie en dakisolatie, en wat concurrenten daar bieden.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Aparte spoed- en renovatiecampagnes',
        description:
          'Spoedklussen kregen advertenties met een belknop, ook ’s avonds. Renovaties kregen advertenties met een offerteformulier en eigen teksten per type dak.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Landingspagina’s die vertrouwen wekken',
        description:
          'Per dienst een pagina met foto’s van eigen projecten, reviews en keurmerken, zodat bezoekers direct zien dat ze met een vakman te maken hebben.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Optimaliseren op opdrachten',
        description:
          'Wekelijks schrapten we zoekwoorden die geen opdrachten opleverden en verschoven we budget naar wat wél werkte, zoals platte daken en dakkapellen.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Vroeger hoopte ik dat de telefoon ging en betaalde ik werkplatforms voor aanvragen die ook naar vier concurrenten gingen. Nu komen er elke maand zo’n 45 aanvragen binnen en kies ik zelf welke klussen we aannemen. Zelfs de winter is volgepland.',
      author: 'Mark van Dijk',
      role: 'Eigenaar',
      company: 'Dakwerken Van Dijk',
    },
    meta: {
      title: 'Case dakdekker: van 5 naar 45 leads per maand',
      description:
        'Dakwerken Van Dijk ging met Google Ads van 5 naar 45 leads per maand en verlaagde de kosten per lead van €165 naar €45. Lees hoe we dat in 3 maanden deden.',
      keywords: ['Google Ads dakdekker', 'leads dakdekker', 'marketing dakdekkersbedrijf', 'dakdekker meer klanten', 'case study dakdekker'],
    },
  }),
  defineCase('loodgieter-leads', {
    heroTitle: 'Van 10 naar 51 aanvragen per maand voor Loodgietersbedrijf De Vries',
    heroSubtitle:
      'Lokale Google Ads-campagnes voor verstoppingen, cv-ketels en badkamerrenovaties: meer dan vijf keer zoveel aanvragen, tegen minder dan een derde van de kosten per lead.',
    challenge:
      'Loodgietersbedrijf De Vries uit Utrecht heeft acht monteurs en een eigen showroom voor badkamers. Het bedrijf adverteerde al online, maar de campagnes waren ooit door een neef opgezet en sindsdien niet meer bekeken. ' +
      'Het budget ging op aan zoekopdrachten uit heel Nederland en aan mensen die een doe-het-zelf-oplossing zochten. Met €125 per lead en tien aanvragen per maand leek online adverteren vooral geld te kosten.',
    highlight: { metric: '+520%', label: 'meer telefoontjes', icon: PhoneCall, improvement: 'Via de belknop in advertenties op mobiel' },
    process: [
      {
        step: 1,
        title: 'Audit van de bestaande campagnes',
        description:
          'We vonden dat 60% van het budget naar zoekopdrachten buiten het werkgebied en naar doe-het-zelvers ging. Die lekken hebben we als eerste gedicht.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Campagnes per dienst en urgentie',
        description:
          'Aparte campagnes voor spoed (verstopping, lekkage), onderhoud (cv-ketels) en projecten (badkamers), elk met een eigen budget, biedstrategie en advertentieteksten.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Bellen in plaats van formulieren',
        description:
          'Voor spoedklussen maakten we bellen zo makkelijk mogelijk: belknoppen in de advertenties, alleen tijdens de uren dat er ook echt iemand opneemt.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Bijsturen op echte opdrachten',
        description:
          'Samen met de planning koppelden we elke aanvraag aan de uiteindelijke opdracht, zodat we konden sturen op omzet in plaats van op klikken.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Onze telefoon staat niet meer stil. Vakleads begrijpt dat een lekkage om 22:00 uur iets anders is dan een badkamerrenovatie en stemt de campagnes daar precies op af. We hebben er twee monteurs bij aangenomen.',
      author: 'Sandra de Vries',
      role: 'Mede-eigenaar',
      company: 'Loodgietersbedrijf De Vries',
    },
    meta: {
      title: 'Case loodgieter: 51 aanvragen met Google Ads',
      description:
        'Loodgietersbedrijf De Vries ging van 10 naar 51 aanvragen per maand en van €125 naar €35 per lead met lokale Google Ads. Bekijk de aanpak en de resultaten.',
      keywords: ['Google Ads loodgieter', 'leads loodgieter', 'marketing loodgietersbedrijf', 'loodgieter meer klanten', 'case study loodgieter'],
    },
  }),
  defineCase('schilder-leads', {
    heroTitle: 'Een volle agenda tot na de zomer voor Schildersbedrijf Jansen',
    heroSubtitle:
      'Met Facebook- en Instagram-campagnes vol voor-en-na-foto’s van buitenschilderwerk groeide Schildersbedrijf Jansen van 12 naar 45 aanvragen per maand.',
    challenge:
      'Schildersbedrijf Jansen uit Amersfoort levert vakwerk met een team van vijf schilders, maar had een klassiek seizoensprobleem: in het voorjaar te veel werk, in het najaar te weinig. ' +
      'Peter Jansen twijfelde of online adverteren iets voor schilders was; een eerdere poging met een ander bureau leverde vooral prijsvragers op, tegen €89 per lead. ' +
      'Het doel: het hele jaar een gevulde planning, met klanten die kiezen voor kwaliteit.',
    highlight: { metric: '€120K', label: 'extra omzet in één jaar', icon: Euro, improvement: 'Planning vol tot na de zomer' },
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
  }),
  defineCase('stukadoor-leads', {
    heroTitle: 'Van 8 naar 34 leads per maand voor Stukadoorsbedrijf Bakker',
    heroSubtitle:
      'Een nieuwe offertepagina en gerichte Google Ads op stucwerk en spackspuiten verdrievoudigden de kans dat een bezoeker een offerte aanvraagt.',
    challenge:
      'Stukadoorsbedrijf Bakker uit Rotterdam werkt met vier stukadoors voor particulieren en aannemers. Er kwamen wel bezoekers op de website, maar bijna niemand vroeg een offerte aan: ' +
      'het contactformulier stond onderaan een lange pagina en vroeg om twaalf gegevens. Daardoor kostte elke aanvraag €125 en bleef het bij acht leads per maand. ' +
      'Kevin Bakker zocht een manier om vooruit te plannen in plaats van van week tot week te werken.',
    highlight: { metric: '6 weken', label: 'vooruit ingepland', icon: CalendarCheck, improvement: 'Was: nog geen week werk in de planning' },
    process: [
      {
        step: 1,
        title: 'Analyse van het bezoekersgedrag',
        description:
          'Met heatmaps en conversiemeting zagen we waar bezoekers afhaakten: op het lange formulier en het ontbreken van prijsindicaties.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Een offertepagina die converteert',
        description:
          'Een nieuwe pagina met prijsindicaties per m², foto’s van strak stucwerk, reviews en een formulier van vier velden waarmee klanten direct foto’s kunnen meesturen.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Google Ads op stucwerk en spackspuiten',
        description:
          'Campagnes op zoekopdrachten als ‘muren laten stucen’ en ‘plafond spackspuiten’ in Rotterdam en omgeving, met aparte advertenties voor particulieren en aannemers.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'A/B-testen en bijsturen',
        description:
          'We testten koppen, foto’s en de volgorde van het formulier. Elke winnende variant verlaagde de kosten per lead verder, tot €42 na drie maanden.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Ik had geen idee hoeveel aanvragen we misliepen door onze oude website. Nu sturen klanten meteen foto’s van hun muren mee, kan ik direct een prijs geven en staat mijn planning zes weken vooruit vol.',
      author: 'Kevin Bakker',
      role: 'Eigenaar',
      company: 'Stukadoorsbedrijf Bakker',
    },
    meta: {
      title: 'Case stukadoor: van 8 naar 34 leads per maand',
      description:
        'Stukadoorsbedrijf Bakker ging van 8 naar 34 leads per maand en van €125 naar €42 per lead met een nieuwe offertepagina en Google Ads. Bekijk de aanpak.',
      keywords: ['Google Ads stukadoor', 'leads stukadoor', 'marketing stukadoorsbedrijf', 'stukadoor meer klanten', 'case study stukadoor'],
    },
  }),
  defineCase('isolatie-leads', {
    heroTitle: 'Vijf keer meer aanvragen voor Isolatie Expert Noord',
    heroSubtitle:
      'Campagnes rond subsidies en energiebesparing voor spouw-, vloer- en dakisolatie brachten het aantal aanvragen van 9 naar 45 per maand.',
    challenge:
      'Isolatie Expert Noord isoleert woningen in Groningen, Friesland en Drenthe. De vraag naar isolatie was groot, maar de concurrentie online ook: landelijke partijen met grote budgetten kochten de duurste zoekwoorden op. ' +
      'Met €180 per lead en negen aanvragen per maand kon het bedrijf niet meekomen, terwijl de ploegen juist meer werk aankonden.',
    highlight: { metric: '395%', label: 'omzetgroei uit online aanvragen', icon: TrendingUp, improvement: 'Vergeleken met dezelfde periode vorig jaar' },
    process: [
      {
        step: 1,
        title: 'Focus op de eigen regio',
        description:
          'In plaats van te concurreren op dure landelijke zoekwoorden richtten we ons op plaatsnamen en wijken in het Noorden, waar de landelijke partijen minder sterk zijn.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Campagnes rond subsidie en besparing',
        description:
          'Advertenties die uitleggen hoeveel je bespaart en welke subsidie je krijgt, met een rekenhulp op de landingspagina voor spouw-, vloer- en dakisolatie.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Facebook-campagnes in het stookseizoen',
        description:
          'Zodra de verwarming aangaat, zien huiseigenaren in de regio advertenties met ervaringen van buren die al geïsoleerd hebben.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Leads kwalificeren vóór het bezoek',
        description:
          'Een korte vragenlijst over bouwjaar en woningtype zorgde dat adviseurs alleen nog langsgaan bij woningen die echt geschikt zijn.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'We dachten dat we het online moesten afleggen tegen de grote landelijke bedrijven. Vakleads liet zien dat we in onze eigen regio juist sterker zijn. Onze adviseurs rijden nu alleen nog naar klanten die echt willen isoleren.',
      author: 'Erik Smit',
      role: 'Directeur',
      company: 'Isolatie Expert Noord',
    },
    meta: {
      title: 'Case isolatie: van 9 naar 45 aanvragen per maand',
      description:
        'Isolatie Expert Noord kreeg vijf keer meer aanvragen met campagnes rond subsidie en besparing: van 9 naar 45 per maand, tegen €52 in plaats van €180 per lead.',
      keywords: ['Google Ads isolatiebedrijf', 'leads isolatie', 'marketing spouwmuurisolatie', 'isolatiebedrijf meer klanten', 'case study isolatie'],
    },
  }),
  defineCase('gevel-leads', {
    heroTitle: 'Van 12 naar 46 leads per maand voor Gevelrenovatie Visser',
    heroSubtitle:
      'Video-advertenties van gevelreiniging en voegwerk overtuigden huiseigenaren én VvE’s: bijna vier keer zoveel aanvragen en drie keer zoveel VvE-opdrachten.',
    challenge:
      'Gevelrenovatie Visser uit Den Haag reinigt, voegt en impregneert gevels. Het resultaat van hun werk is spectaculair, maar dat zag online niemand: de website had een paar kleine foto’s en de campagnes werkten met algemene teksten. ' +
      'Met €165 per lead en twaalf aanvragen per maand waren grote VvE-projecten, met de hoogste orderwaarde, vooral toeval.',
    highlight: { metric: '3x', label: 'meer VvE-opdrachten', icon: Building2, improvement: 'Grotere projecten met een hogere orderwaarde' },
    process: [
      {
        step: 1,
        title: 'Video’s van het vakwerk',
        description:
          'We filmden een gevelreiniging van begin tot eind. In vijftien seconden zie je een grauwe gevel weer als nieuw worden: de basis van alle advertenties.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Twee doelgroepen, twee boodschappen',
        description:
          'Huiseigenaren zagen het resultaat en de prijs per woning; VvE-bestuurders en beheerders kregen advertenties over planning, garantie en het meerjarenonderhoudsplan.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Google Ads voor de zoekende klant',
        description:
          'Naast de video’s vingen zoekcampagnes op ‘gevel reinigen’ en ‘voegwerk herstellen’ de mensen op die al actief op zoek waren in de regio Den Haag.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Opschalen wat werkt',
        description:
          'De VvE-campagnes bleken de hoogste orderwaarde op te leveren. Daar hebben we het budget stap voor stap naartoe verschoven.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Die video’s doen het werk voor ons. Mensen bellen en zeggen: “Zo wil ik mijn gevel ook.” En dankzij de VvE-campagnes doen we nu projecten van hele woonblokken in plaats van losse huizen.',
      author: 'Ron Visser',
      role: 'Eigenaar',
      company: 'Gevelrenovatie Visser',
    },
    meta: {
      title: 'Case gevelrenovatie: 46 leads per maand',
      description:
        'Gevelrenovatie Visser ging met video-advertenties van 12 naar 46 leads per maand en kreeg drie keer zoveel VvE-opdrachten. Lees hoe we dat hebben aangepakt.',
      keywords: ['marketing gevelrenovatie', 'leads gevelreiniging', 'VvE opdrachten werven', 'video advertenties bouw', 'case study gevelrenovatie'],
    },
  }),
  defineCase('steiger-leads', {
    heroTitle: 'Van 15 naar 66 zakelijke aanvragen voor Steigerbouw Mulder',
    heroSubtitle:
      'B2B-campagnes gericht op aannemers, dakdekkers en schilders in de Randstad maakten van losse klussen een vaste stroom terugkerende opdrachtgevers.',
    challenge:
      'Steigerbouw Mulder verhuurt en bouwt steigers in de hele Randstad. Het bedrijf was sterk afhankelijk van een handvol grote aannemers: viel er één weg, dan stond een deel van het materiaal stil. ' +
      'Nieuwe zakelijke klanten kwamen vooral via netwerkborrels, en de aanvragen via de website (vijftien per maand, tegen €140 per lead) waren vaak particulieren met een kleine klus.',
    highlight: { metric: '14', label: 'nieuwe vaste opdrachtgevers', icon: Handshake, improvement: 'Aannemers die elke maand terugkomen' },
    process: [
      {
        step: 1,
        title: 'Het ideale profiel van een opdrachtgever',
        description:
          'Samen met Dennis Mulder bepaalden we welke klanten het meest opleveren: aannemers, dakdekkers en schilders met meerdere projecten per jaar.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Zakelijke zoek- en LinkedIn-campagnes',
        description:
          'Google Ads op zakelijke zoekopdrachten als ‘steiger huren aannemer’, aangevuld met advertenties voor bedrijfseigenaren en projectleiders in de bouw.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Een snelle offerte voor professionals',
        description:
          'Een aanvraagpagina waar een aannemer in twee minuten de gevelhoogte, lengte en huurperiode doorgeeft en dezelfde dag een prijs krijgt.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Van eerste klus naar vaste klant',
        description:
          'Na elke eerste opdracht volgde een persoonlijke opvolging met een raamafspraak. Zo werden eenmalige klanten vaste opdrachtgevers.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'We zijn niet meer afhankelijk van een paar grote klanten. Er komen elke week nieuwe aannemers bij en veertien daarvan huren inmiddels structureel bij ons. Ons materiaal staat bijna nooit meer stil.',
      author: 'Dennis Mulder',
      role: 'Commercieel directeur',
      company: 'Steigerbouw Mulder',
    },
    meta: {
      title: 'Case steigerbouw: 66 zakelijke aanvragen per maand',
      description:
        'Steigerbouw Mulder ging met B2B-campagnes van 15 naar 66 zakelijke aanvragen per maand en won 14 vaste opdrachtgevers. Bekijk de aanpak en de cijfers.',
      keywords: ['marketing steigerbouw', 'B2B leads bouw', 'steigerverhuur klanten', 'Google Ads steigerbouw', 'case study steigerbouw'],
    },
  }),
  defineCase('lekkage-spoed', {
    heroTitle: 'Van 8 naar 50 spoedklussen per maand voor Lekkage Spoedservice 24/7',
    heroSubtitle:
      'Belcampagnes die dag en nacht draaien, precies op de momenten dat de nood het hoogst is, brachten het aantal spoedklussen van 8 naar 50 per maand.',
    challenge:
      'Lekkage Spoedservice 24/7 lost lekkages op in de regio Amsterdam, ook ’s nachts en in het weekend. Maar wie om twee uur ’s nachts water door het plafond ziet komen, belt het eerste nummer dat hij vindt, en dat was zelden dat van hen. ' +
      'De advertenties draaiden alleen overdag, met €145 per lead en acht spoedklussen per maand. De monteurs van de nachtdienst zaten vaak zonder werk.',
    highlight: { metric: '24/7', label: 'campagnes die draaien als het lekt', icon: Clock, improvement: '62% van de klussen valt buiten kantoortijd' },
    process: [
      {
        step: 1,
        title: 'Campagnes rond de klok',
        description:
          'We lieten de advertenties dag en nacht draaien en verhoogden de biedingen juist ’s avonds, ’s nachts en bij zware regenval.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Alleen bellen, niets invullen',
        description:
          'Wie een lekkage heeft, wil niemand mailen. Alle advertenties kregen een belknop en de landingspagina één grote knop: direct een monteur spreken.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Zichtbaar in Google Maps',
        description:
          'We optimaliseerden het bedrijfsprofiel en zetten lokale advertenties in, zodat Lekkage Spoedservice 24/7 bovenaan staat bij ‘lekkage’ in de buurt.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Elk gesprek meten',
        description:
          'Met gespreksmeting zagen we welke zoekwoorden en tijden echte spoedklussen opleverden. Zo daalden de kosten per lead naar €38.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Onze nachtdienst heeft het nu drukker dan de dagdienst. Mensen in nood bellen ons als eerste, omdat we bovenaan staan op het moment dat het misgaat. Twee op de drie bellers worden ook echt klant.',
      author: 'Mohamed El Amrani',
      role: 'Eigenaar',
      company: 'Lekkage Spoedservice 24/7',
    },
    meta: {
      title: 'Case lekkage: 50 spoedklussen per maand',
      description:
        'Lekkage Spoedservice 24/7 ging met belcampagnes die dag en nacht draaien van 8 naar 50 spoedklussen per maand, bij een conversie van 68%. Lees de aanpak.',
      keywords: ['Google Ads spoedservice', 'leads lekkage', 'marketing loodgieter spoed', 'belcampagne Google Ads', 'case study lekkage'],
    },
  }),
  defineCase('stroom-spoed', {
    heroTitle: 'Van 10 naar 54 spoedaanvragen per maand voor Elektra Spoed Amsterdam',
    heroSubtitle:
      'Zoekcampagnes op storingen en kortsluiting met een directe belknop op mobiel maakten Elektra Spoed Amsterdam het eerste nummer dat gebeld wordt.',
    challenge:
      'Elektra Spoed Amsterdam helpt huishoudens en ondernemers bij stroomstoringen, kortsluiting en een uitgevallen groepenkast. De elektriciens leveren snel vakwerk, maar online waren ze onzichtbaar tussen de landelijke storingsdiensten. ' +
      'Met tien aanvragen per maand tegen €140 per lead bleef het bedrijf afhankelijk van vaste klanten en installatiewerk.',
    highlight: { metric: '€94K', label: 'extra omzet in 3 maanden', icon: Euro, improvement: 'Uit spoedklussen en vervolgopdrachten' },
    process: [
      {
        step: 1,
        title: 'Zoekwoorden van mensen in nood',
        description:
          'We richtten ons op wat mensen typen als het licht uitvalt: ‘stroomstoring’, ‘aardlekschakelaar slaat af’ en ‘kortsluiting elektricien’, in Amsterdam en omgeving.',
        duration: 'Week 1',
      },
      {
        step: 2,
        title: 'Mobiel eerst, bellen eerst',
        description:
          'Negen van de tien spoedzoekopdrachten komen van een telefoon. Advertenties en landingspagina’s draaien daarom om één ding: direct bellen met een elektricien.',
        duration: 'Week 2',
      },
      {
        step: 3,
        title: 'Vertrouwen in één oogopslag',
        description:
          'Vaste voorrijkosten, gecertificeerde elektriciens en reviews van buurtbewoners staan direct in de advertentie, zodat bellers weten waar ze aan toe zijn.',
        duration: 'Week 3-4',
      },
      {
        step: 4,
        title: 'Van spoedklus naar vervolgopdracht',
        description:
          'Na een spoedklus volgt een aanbod voor een nieuwe groepenkast of laadpaal. Zo leverde elke spoedklant gemiddeld meer omzet op.',
        duration: 'Maand 2-3',
      },
    ],
    testimonial: {
      quote:
        'Vroeger vonden mensen in nood eerst de landelijke storingsdiensten. Nu bellen ze ons, en na een spoedklus volgt vaak een nieuwe groepenkast of laadpaal. Dat had ik van online adverteren nooit verwacht.',
      author: 'Jeroen de Boer',
      role: 'Eigenaar',
      company: 'Elektra Spoed Amsterdam',
    },
    meta: {
      title: 'Case elektricien: 54 spoedaanvragen per maand',
      description:
        'Elektra Spoed Amsterdam ging met zoekcampagnes op storingen en kortsluiting van 10 naar 54 spoedaanvragen per maand en €94K extra omzet. Bekijk de aanpak.',
      keywords: ['Google Ads elektricien', 'leads elektricien', 'marketing elektrotechnisch bedrijf', 'spoedservice elektricien klanten', 'case study elektricien'],
    },
  }),
];

export function caseStudy(slug: CaseSlug): CaseStudy | undefined {
  return caseStudies.find((candidate) => candidate.slug === slug);
}

/** What every case page promises next to its call to action (SPEC.md sections 2 and 9). */
export const casePromises = ['Geen verplichtingen', 'Resultaat binnen 24 uur', 'Persoonlijk advies'] as const;

/** The period in which the case results were reached (SPEC.md section 9: a 3-month result window). */
export const CASE_RESULT_MONTHS = 3;

export const CASE_CTA_LABEL = 'Start Gratis Campagne-Audit';

import { company } from '../../lib/company';
import { PRIVACY_VERSION } from '../../lib/privacyVersion';
import type { PageMeta } from '../../lib/seo/head';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  meta: PageMeta;
  title: string;
  intro: string;
  /** Shown under the title: which version and since when. */
  version: string;
  sections: readonly LegalSection[];
}

/**
 * The privacy statement: plain Dutch, complete for an agency that collects contact details of
 * business owners through forms. docs/operations.md says how the retention periods named here are
 * configured; change PRIVACY_VERSION with the text.
 */
export const privacyStatement: LegalDocument = {
  meta: {
    title: 'Privacyverklaring',
    description: `Hoe ${company.name} omgaat met je gegevens: wat we verzamelen, waarom, hoe lang we het bewaren en welke rechten je hebt.`,
    keywords: ['privacyverklaring', 'AVG', 'persoonsgegevens', company.name],
  },
  title: 'Privacyverklaring',
  intro:
    `${company.legalName} (${company.name}), gevestigd in ${company.address.locality}, helpt vakbedrijven aan meer aanvragen via ` +
    'online marketing. Als je een formulier op deze website invult, verwerken wij je gegevens. Hieronder lees je welke gegevens dat zijn, ' +
    'waarom we ze gebruiken, hoe lang we ze bewaren en wat je rechten zijn.',
  version: `Versie ${PRIVACY_VERSION}`,
  sections: [
    {
      title: 'Welke gegevens we verzamelen',
      paragraphs: ['Alleen wat je zelf invult of wat nodig is om je aanvraag te behandelen:'],
      items: [
        'Contactgegevens: naam, e-mailadres, telefoonnummer, bedrijfsnaam en website.',
        'Wat je ons vertelt: je bericht, budgetkeuze en de antwoorden op de vragenlijst (bijvoorbeeld je diensten, doelen en uitdagingen).',
        'Via welke knop en pagina je de aanvraag startte (knoptekst, pagina en tijdstip), zodat we weten waar je vraag over gaat.',
        'Notities die wij zelf maken tijdens contact met jou.',
      ],
    },
    {
      title: 'Waarom we ze gebruiken',
      paragraphs: [
        'We gebruiken je gegevens om je aanvraag te beantwoorden: de gratis quick scan of analyse opstellen, contact met je opnemen en een ' +
          'voorstel doen. De grondslag is je verzoek om een aanbod (uitvoering van een overeenkomst of de voorbereiding daarvan) en ons ' +
          'gerechtvaardigd belang om aanvragen op te volgen. We verkopen je gegevens niet en gebruiken ze niet voor reclame van anderen.',
      ],
    },
    {
      title: 'Cookies en tracking',
      paragraphs: [
        'Deze website gebruikt geen cookies of trackers van derden en geen advertentie- of analysediensten. Alleen wie inlogt in ons ' +
          'beheerpaneel krijgt een functionele sessiecookie. Welke knop je klikte, onthouden we alleen in je browser tot je een formulier verstuurt.',
      ],
    },
    {
      title: 'Hoe lang we ze bewaren',
      paragraphs: [],
      items: [
        'Aanvragen die niet tot een samenwerking leiden: tot 24 maanden na het laatste contact. Daarna wissen we je naam, contactgegevens ' +
          'en alles wat je zelf typte; alleen anonieme cijfers (zoals het aantal aanvragen per maand) blijven over.',
        'Antwoorden op een vragenlijst die je niet afmaakte: de zelf getypte antwoorden na 90 dagen.',
        'Klanten: zolang de samenwerking loopt en daarna zolang de wet dat vraagt (fiscale bewaarplicht: 7 jaar voor facturen).',
      ],
    },
    {
      title: 'Wie je gegevens kan zien',
      paragraphs: [
        'Alleen medewerkers van ons team met een persoonlijk account. Elke export en elk wisverzoek wordt vastgelegd. Onze hosting staat in ' +
          'de Europese Unie; met partijen die gegevens voor ons verwerken sluiten we een verwerkersovereenkomst.',
      ],
    },
    {
      title: 'Je rechten',
      paragraphs: [
        'Je mag je gegevens inzien, laten verbeteren, laten wissen, de verwerking laten beperken, bezwaar maken en een kopie krijgen in een ' +
          'gangbaar formaat (JSON). Stuur je verzoek naar het e-mailadres hieronder; we reageren binnen een maand en vragen je zo nodig om ' +
          'te bevestigen dat het om jouw gegevens gaat.',
        'Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
      ],
    },
    {
      title: 'Beveiliging',
      paragraphs: [
        'Verbindingen zijn versleuteld, wachtwoorden en sleutels worden alleen gehasht opgeslagen, en toegang is beperkt tot wie het nodig heeft.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: [
        `${company.legalName}, ${company.address.locality}. E-mail: ${company.email}, telefoon: ${company.phone.display}. ` +
          'Wijzigt deze verklaring, dan staat de nieuwe versie hier met een nieuw versienummer.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  meta: {
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${company.name} voor online marketing, campagnebeheer en websites.`,
    keywords: ['algemene voorwaarden', 'leveringsvoorwaarden', 'online marketing', company.name],
  },
  title: 'Algemene voorwaarden',
  intro: `Deze voorwaarden gelden voor elke offerte en opdracht van ${company.legalName}.`,
  version: `Versie ${PRIVACY_VERSION}`,
  sections: [
    {
      title: 'Offertes en opdrachten',
      paragraphs: [
        'Een quick scan of analyse is gratis en zonder verplichtingen. Een opdracht komt tot stand als je een offerte schriftelijk of per e-mail aanvaardt.',
      ],
    },
    {
      title: 'Looptijd en opzegging',
      paragraphs: [
        'Campagnebeheer heeft een minimale looptijd van 3 maanden en loopt daarna per maand door. Upgraden kan per maand, downgraden aan het einde van de looptijd.',
      ],
    },
    {
      title: 'Advertentiebudget',
      paragraphs: ['Het advertentiebudget betaal je rechtstreeks aan het advertentieplatform; het valt buiten onze tarieven.'],
    },
    {
      title: 'Resultaten',
      paragraphs: [
        'We zetten ons volledig in voor goede resultaten, maar kunnen geen aantallen aanvragen garanderen, tenzij een garantie uitdrukkelijk in de offerte staat.',
      ],
    },
    {
      title: 'Privacy',
      paragraphs: ['Hoe we met persoonsgegevens omgaan staat in onze privacyverklaring.'],
    },
  ],
};

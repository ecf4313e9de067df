import type { CreateLeadInput } from '../../gql/graphql';

/**
 * The page forms' values as CONTACT leads (the original site dropped them). Here rather
 * than in the pages' seams so the mapping is downloaded with the lead API, on first submit, not
 * with every page that shows a form.
 */

/** Text as the server stores it: trimmed, and nothing rather than an empty string. */
const optional = (text: string) => text.trim() || null;

export interface HomeContactFields {
  name: string;
  email: string;
  company: string;
  website: string;
  budget: string;
  message: string;
}

/** The home page's contact form, with its message and budget. */
export function homeContactLead(values: HomeContactFields): CreateLeadInput {
  return {
    source: 'CONTACT',
    name: values.name.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    website: optional(values.website),
    budget: optional(values.budget),
    message: optional(values.message),
  };
}

export interface ContactMessageFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  message: string;
}

/** The contact page's message form, named by first and last name. */
export function contactMessageLead(values: ContactMessageFields): CreateLeadInput {
  return {
    source: 'CONTACT',
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    company: optional(values.company),
    website: optional(values.website),
    message: optional(values.message),
  };
}

/**
 * A speed-test request (an absolute http(s) URL and an e-mail address): the agency runs the test
 * and mails the report, so the lead carries the site (website) and where to send it (email), and
 * says so in its message. The form asks no name; the lead is named after the site.
 */
export function speedReportLead(values: { url: string; email: string }): CreateLeadInput {
  const host = new URL(values.url).hostname.replace(/^www\./, '');
  return {
    source: 'CONTACT',
    name: `Snelheidstest ${host}`,
    email: values.email,
    website: values.url,
    message: `Verzoek om een gratis snelheidsrapport van ${values.url}, per e-mail naar ${values.email}.`,
  };
}

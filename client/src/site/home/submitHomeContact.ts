import type { CreateLeadInput } from '../../gql/graphql';
import type { HomeContactFormValues } from '../content/types';

/** Text as the server stores it: trimmed, and nothing rather than an empty string. */
const optional = (text: string) => text.trim() || null;

/** The home form's values as a CONTACT lead (CONTRACT.md: the original dropped them). */
export function homeContactLead(values: HomeContactFormValues): CreateLeadInput {
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

/**
 * Sends the home page's contact form as a lead. The form shows 'Aanvraag verzonden!' and clears
 * its fields when this resolves, and the error toast (fields kept) when it rejects. The lead API
 * is loaded on first use: the home page does not download it up front.
 */
export async function submitHomeContact(values: HomeContactFormValues): Promise<void> {
  const { createLead } = await import('../../capture/api/leadApi');
  await createLead(homeContactLead(values));
}

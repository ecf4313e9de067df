import type { CreateLeadInput } from '../../gql/graphql';
import type { ContactMessageValues } from '../content/types';

const optional = (text: string) => text.trim() || null;

/** The contact page's message as a CONTACT lead (CONTRACT.md: the original had no submit at all). */
export function contactMessageLead(values: ContactMessageValues): CreateLeadInput {
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
 * Sends the contact page's form (validated and trimmed by ContactForm) as a lead. The form shows
 * its success toast and clears the fields when this resolves, the error toast (fields kept) when
 * it rejects. The lead API is loaded on first use, not with the page.
 */
export async function submitContactMessage(values: ContactMessageValues): Promise<void> {
  const { createLead } = await import('../../capture/api/leadApi');
  await createLead(contactMessageLead(values));
}

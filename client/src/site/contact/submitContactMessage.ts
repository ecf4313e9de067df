import type { ContactMessageValues } from '../content/types';

/**
 * Sends the contact page's form (validated and trimmed by ContactForm) as a CONTACT lead. The form
 * shows its success toast and clears the fields when this resolves, the error toast (fields kept)
 * when it rejects. The lead API is loaded on first use, not with the page.
 */
export async function submitContactMessage(values: ContactMessageValues): Promise<void> {
  const { createLead, contactMessageLead } = await import('../../capture/api/leadApi');
  await createLead(contactMessageLead(values));
}

import type { HomeContactFormValues } from '../content/types';

/**
 * Sends the home page's contact form as a CONTACT lead with its message and budget. The form
 * shows 'Aanvraag verzonden!' and clears its fields when this resolves, and the error toast
 * (fields kept) when it rejects. The lead API is loaded on first use, not with the page.
 */
export async function submitHomeContact(values: HomeContactFormValues): Promise<void> {
  const { createLead, homeContactLead } = await import('../../capture/api/leadApi');
  await createLead(homeContactLead(values));
}

import { clickRecordFrom } from '../tracking/clickTracking';
import type { ContactRequestValues } from './contactRequest';
import { scrollPopupTexts } from './engagementTexts';

/**
 * Sends the scroll popup's callback request as a CONTACT lead (docs/lead-api.md `createLead`). The
 * capture API (and the GraphQL printer it carries) is fetched only when someone actually sends,
 * so the engagement chunk stays small. The popup's own button is the lead's click record: the
 * visitor's earlier call to action stays pending for the quick scan it was meant for.
 */
export async function sendContactRequest(values: ContactRequestValues, honeypot: string): Promise<void> {
  const { createLead } = await import('../api/leadApi');
  await createLead({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    source: 'CONTACT',
    message: scrollPopupTexts.leadMessage,
    faxNumber: honeypot || undefined,
    buttonClick: clickRecordFrom(
      { buttonText: scrollPopupTexts.submit, pagePath: window.location.pathname, pageTitle: document.title },
      new Date(),
    ),
  });
}

import type { ContactRequestValues } from './contactRequest';
import { scrollPopupTexts } from './engagementTexts';

/**
 * Sends the scroll popup's callback request as a CONTACT lead (CONTRACT.md `createLead`).
 * A plain fetch on purpose: public pages carry no Apollo Client.
 */
const CREATE_LEAD = /* GraphQL */ `
  mutation CreateContactLead($input: CreateLeadInput!) {
    createLead(input: $input) { leadId }
  }
`;

export async function sendContactRequest(values: ContactRequestValues, honeypot: string): Promise<void> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: CREATE_LEAD,
      variables: {
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          source: 'CONTACT',
          message: scrollPopupTexts.leadMessage,
          faxNumber: honeypot || undefined,
        },
      },
    }),
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new Error(body?.errors?.[0]?.message ?? `createLead failed with HTTP ${response.status}`);
  }
}

import type { ContactMessageValues } from '../content/types';

/** SPEC section 9: the original only pretended to send, after one second. */
export const SIMULATED_SUBMIT_DELAY_MS = 1000;

/**
 * THE SEAM FOR THE CAPTURE TEAM (issue 5): the contact page's form calls this with validated,
 * trimmed values and shows 'Bericht verzonden!' and clears the fields when the promise resolves,
 * or the error toast (fields kept) when it rejects. Replace the simulated delay with the
 * createLead mutation: source CONTACT, name = `${firstName} ${lastName}`, email, phone, company,
 * website, message (CONTRACT.md); keep the signature.
 */
export async function submitContactMessage(values: ContactMessageValues): Promise<void> {
  void values;
  await new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMIT_DELAY_MS));
}

import type { HomeContactFormValues } from '../content/types';

/** SPEC section 4: the original only pretended to send, after one second. */
export const SIMULATED_SUBMIT_DELAY_MS = 1000;

/**
 * THE SEAM FOR THE CAPTURE TEAM (issue 5): the home contact form calls this with its values and
 * shows 'Aanvraag verzonden!' when the promise resolves, or the error toast when it rejects
 * (fields are kept then). Replace the simulated delay with the createLead mutation
 * (source CONTACT, CONTRACT.md); keep the signature.
 */
export async function submitHomeContact(values: HomeContactFormValues): Promise<void> {
  void values;
  await new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMIT_DELAY_MS));
}

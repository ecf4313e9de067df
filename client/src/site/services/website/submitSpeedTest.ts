import type { SpeedTestValues } from '../../content/types';

/** Stand-in for the request until issue 5 wires it (as the original's forms did: 1 s). */
export const SIMULATED_SPEED_TEST_DELAY_MS = 1000;

/**
 * THE SEAM FOR THE CAPTURE TEAM (issue 5): the speed-test form on /diensten/website-bouwen calls
 * this with a validated, normalised website URL (absolute http/https) and e-mail address. It
 * shows the success toast when the promise resolves and the error toast when it rejects (the
 * values stay in the form then). Replace the SIMULATED delay below with the createLead mutation
 * (source CONTACT, CONTRACT.md: the lead asks for a speed report of `url`, to be sent to
 * `email`); keep the signature.
 */
export async function submitSpeedTest(values: SpeedTestValues): Promise<void> {
  void values;
  // SIMULATED: nothing is sent yet.
  await new Promise((resolve) => setTimeout(resolve, SIMULATED_SPEED_TEST_DELAY_MS));
}

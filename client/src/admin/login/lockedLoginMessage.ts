/** '15 minuten', '1 minuut', '40 seconden', '2 uur'. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 seconde' : `${whole} seconden`;
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
  return `${Math.ceil(minutes / 60)} uur`;
}

/**
 * The locked-login message: how long to wait and until when (Amsterdam time), when the server
 * said so in `retryAfterSeconds`; otherwise its own message.
 */
export function lockedLoginMessage(retryAfterSeconds: number | undefined, serverMessage: string, now = new Date()): string {
  if (retryAfterSeconds === undefined) return serverMessage || 'Te veel inlogpogingen. Probeer het later opnieuw.';
  const until = new Date(now.getTime() + retryAfterSeconds * 1000).toLocaleTimeString('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });
  return `Te veel mislukte inlogpogingen. Probeer het over ${formatWait(retryAfterSeconds)} opnieuw (om ${until}).`;
}

/**
 * How long a NEW card has been waiting for a first contact, short enough for a card: '12 min',
 * '5 u', '3 d'. The board re-renders on every live change; a card also shows it on the next one.
 */
export function waitingLabel(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} u`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

/** Waiting longer than the 24 hours the site promises. */
export const isOverdue = (createdAt: string, now: number): boolean => now - Date.parse(createdAt) > 24 * 60 * 60_000;

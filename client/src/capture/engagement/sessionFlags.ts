/**
 * What the engagement layer remembers for the browser session (each popup once per
 * session, "remembered in session storage"). Storage can be unavailable (privacy modes, sandboxed
 * frames): then the flags live in memory for this page, which still never shows a popup twice.
 */
export type SessionFlag = 'exitPopupShown' | 'scrollPopupShown' | 'bannerDismissed' | 'socialProofDismissed';

const STORAGE_PREFIX = 'leadmachine-';
const memory = new Set<SessionFlag>();

export function hasSessionFlag(flag: SessionFlag): boolean {
  if (memory.has(flag)) return true;
  try {
    return window.sessionStorage.getItem(STORAGE_PREFIX + flag) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(flag: SessionFlag): void {
  memory.add(flag);
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + flag, '1');
  } catch {
    // Kept in memory only.
  }
}

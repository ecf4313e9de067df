import { existsSync, statfsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's two builds of Chromium: the headless shell (package chromium-headless-shell) and the full browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export interface BrowserChoice {
  /**
   * Debian's full browser even where the headless shell is installed: for tests of what a page does
   * before the visitor does anything. The shell's pages get a mousemove at (0, 0), from a pointer no
   * one moved, whenever their layout shifts; a public page takes that for a visitor's act.
   */
  fullBrowser?: boolean;
}

/**
 * The browser the tests drive: CHROMIUM_PATH when set, else Debian's headless shell when it is
 * installed, else Debian's full Chromium. The shell is the same Blink and V8 without the desktop
 * browser around them (what Playwright itself runs for headless tests). On a slow 2-core host the
 * public pages' test takes a third of the full browser's CPU with it, and the whole suite's browser
 * tests two thirds of their time (docs/operations.md, "The test command").
 */
export function chromiumPath({ fullBrowser = false }: BrowserChoice = {}): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !fullBrowser && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}

/** Below this much room in /dev/shm (a container's default is 64 MB) Chromium keeps its shared memory in /tmp. */
const ENOUGH_SHARED_MEMORY = 512 * 1024 * 1024;

/**
 * Whether /dev/shm has room for the frames and tiles of two browsers' pages. Where it has, Chromium
 * keeps them there, in memory; `--disable-dev-shm-usage` moves them to files in /tmp, which on a
 * host whose /tmp is a disk costs the kernel work on every frame (on the 2-core AMD host, about a
 * sixth of the CPU of loading a few pages: docs/operations.md, "The test command").
 */
function sharedMemoryIsRoomy(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= ENOUGH_SHARED_MEMORY;
  } catch {
    return false;
  }
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(choice: BrowserChoice = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(choice),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(sharedMemoryIsRoomy() ? [] : ['--disable-dev-shm-usage']),
    ],
  });
}

/**
 * Marks the exit and scroll popups as already shown in this tab's session, for tests about
 * something else on a page: a popup opening 3 s after a scroll (timing of its own, and frozen by a
 * test's fake clock) must not land on top of the form under test. The popups are tested in
 * e2e/capture-engagement.test.ts.
 */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('leadmachine-exitPopupShown', '1');
    sessionStorage.setItem('leadmachine-scrollPopupShown', '1');
  });
}

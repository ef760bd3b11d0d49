/**
 * Headless Chromium through playwright-core, as the end-to-end suites and the news benchmark (bench-build.ts) start
 * it. The background-networking flags keep it from calling Google's hosts, which a closed network refuses.
 */
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The launch flags of Debian's Chromium that work on these machines (ARCHITECTURE.md): the journeys,
 * the screenshots and the Lighthouse runs all start it this way. Each launcher adds its own fresh
 * user-data directory.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

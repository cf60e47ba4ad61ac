/** Split out so the app's entry can show a failed start without loading all common texts. */
export const chunkError = {
  title: 'This page could not be loaded',
  missing:
    'A part of the app is missing on the server, probably because a new version was just published.',
  timeout: 'Loading took longer than 120 seconds. Your connection may be slow.',
  network: 'The network failed while loading. Check your connection.',
  offline:
    "You're offline, and this page is not kept on this device yet: only the pages you have opened before work offline. Connect to the internet and try again.",
  unknown: 'An unexpected error stopped this page from loading.',
  reason: 'Reason: {{reason}}',
  retry: 'Retry',
  goHome: 'Go to the home page',
};

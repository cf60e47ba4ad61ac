/** The Background Sync tag the page registers and the service worker answers (issue 16). */
export const SYNC_TAG_NAME = 'bikebazaar-outbox';

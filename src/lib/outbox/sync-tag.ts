/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG_NAME = 'bikebazaar-outbox';

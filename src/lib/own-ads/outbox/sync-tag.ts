export const SYNC_TAG_NAME = 'bikebazaar-outbox';

/** The prerendered page names its entry here; the boot script imports it when the page is shown. */
export const ENTRY_META = 'app-entry';

/** Where the boot script keeps what was tapped before the entry ran (read by early-edits.ts). */
export const BOOT_TAPS = '__bootTaps';

/** Prerendered pages name their web app manifest here; the boot script links it with the app. */
export const MANIFEST_META = 'app-manifest';

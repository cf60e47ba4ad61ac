// No zod here: the ad page's report form reads the reasons, and zod stays off its first load.

/** Why a visitor reports an ad. */
export const reportReasons = ['fraud', 'wrong_category', 'duplicate', 'sold', 'offensive'] as const;
export type ReportReason = (typeof reportReasons)[number];
/** A report's optional note, in characters (the form's limit and the server's). */
export const REPORT_NOTE_MAX = 500;

/** What a moderator does to a reported ad. */
export const adActions = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type AdAction = (typeof adActions)[number];

/** Logged by phone blocks and by screening (held ads, the scam phrase list, held messages). */
export const logOnlyActions = [
  'block_phone',
  'unblock_phone',
  'approve',
  'reject',
  'add_phrase',
  'remove_phrase',
  'hold_phrase',
  'unhold_phrase',
  'release_message',
  'remove_message',
  'block_sender',
  'dismiss_thread',
] as const;
export type LogAction = AdAction | (typeof logOnlyActions)[number];

/** An ad's state as the moderators see it. */
export const adminAdStatuses = ['active', 'sold', 'deleted', 'held'] as const;

export const heldDecisions = ['approve', 'reject'] as const;
export type HeldDecision = (typeof heldDecisions)[number];

export const threadActions = ['block_buyer', 'block_seller', 'dismiss'] as const;
export type ThreadAction = (typeof threadActions)[number];

export const heldMessageDecisions = ['release', 'remove'] as const;
export type HeldMessageDecision = (typeof heldMessageDecisions)[number];

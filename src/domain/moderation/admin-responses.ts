import { z } from 'zod';
import { getLoanToValueRulesSchema } from '../leasing/lease-rules-schema';
import { messageWarnings, threadReportReasons } from '../messages/message-schema';
import { configureZod } from '../vehicles/configure-zod';
import type { ItemAd } from '../listings/item-schema';
import type { Vehicle } from '../vehicles/vehicle-schema';
import {
  adActions,
  adminAdStatuses,
  heldDecisions,
  logOnlyActions,
  reportReasons,
  type ReportReason,
} from './moderation-terms';

/** `{ fraud?: number, … }`: an object, not a record, so zod's record stays out of the app. */
function reasonCounts() {
  const count = z.number().int().optional();
  return Object.fromEntries(reportReasons.map((reason) => [reason, count])) as Record<
    ReportReason,
    typeof count
  >;
}

/**
 * What the moderators' API answers, defined once: the server builds its answers to these (its
 * response schemas, hence its OpenAPI), and the admin pages read them with the same ones. The
 * ad inside an answer is the caller's: the server spells a vehicle out for JSON Schema, the app
 * reads it with the domain's vehicle schema (both hold `Vehicle`).
 */
export function buildAdminResponses<V extends z.ZodType<Vehicle>, I extends z.ZodType<ItemAd>>(
  vehicle: V,
  item: I,
) {
  // First: zod probes eval when an object schema is built, which the CSP reports.
  configureZod();
  const side = z.enum(['buyer', 'seller']);
  const message = z.object({
    id: z.string(),
    threadId: z.string(),
    from: side,
    text: z.string(),
    sentAt: z.string(),
    /** The scam guard's reasons: the reader's app shows a warning for each. */
    warnings: z.array(z.enum(messageWarnings)),
    /** Waiting for a moderator: only its sender sees it. */
    held: z.boolean(),
  });
  /** Any kind of ad in the one queue: a vehicle, or a part or gear ad (issue 45). */
  const adOfAnyKind = {
    id: z.string(),
    kind: z.enum(['vehicle', 'part', 'gear']),
    vehicle: vehicle.nullable(),
    item: item.nullable(),
  };
  const session = z.object({ moderator: z.string(), csrfToken: z.string(), expiresAt: z.string() });
  const adminAd = z.object({
    ...adOfAnyKind,
    status: z.enum(adminAdStatuses),
    hidden: z.boolean(),
    listed: z.boolean(),
    phoneBlocked: z.boolean(),
    openReports: z.number().int(),
    /** Open reports per reason (reasons no one gave are left out). */
    reasons: z.object(reasonCounts()),
    reports: z.array(
      z.object({
        reason: z.enum(reportReasons),
        note: z.string(),
        createdAt: z.string(),
        open: z.boolean(),
      }),
    ),
  });
  const logEntry = z.object({
    id: z.number().int(),
    action: z.enum([...adActions, ...logOnlyActions]),
    vehicleId: z.string().nullable(),
    phone: z.string().nullable(),
    moderator: z.string(),
    session: z.string(),
    reason: z.string(),
    createdAt: z.string(),
  });
  const heldAd = z.object({
    ...adOfAnyKind,
    /** A part with an engine or chassis number: its seller confirmed owning it and its papers. */
    papers: z.boolean(),
    heldAt: z.string(),
    phrase: z.string().nullable(),
    copied: z
      .object({
        photo: z.string().nullable(),
        vehicleId: z.string(),
        matchPhoto: z.string(),
        distance: z.number().int(),
      })
      .nullable(),
  });
  const moderatedThread = z.object({
    id: z.string(),
    vehicleId: z.string(),
    title: z.string(),
    reportedAt: z.string().nullable(),
    reportedBy: side.nullable(),
    reason: z.enum(threadReportReasons).nullable(),
    blockedSide: side.nullable(),
    messages: z.array(message),
  });
  return {
    message,
    session,
    loggedOut: z.object({ loggedOut: z.literal(true) }),
    adminAd,
    reports: z.object({ items: z.array(adminAd) }),
    logEntry,
    log: z.object({ items: z.array(logEntry) }),
    phones: z.object({ items: z.array(z.object({ phone: z.string(), blockedAt: z.string() })) }),
    phoneBlock: z.object({ phone: z.string(), blocked: z.boolean() }),
    heldAd,
    held: z.object({ items: z.array(heldAd), total: z.number().int() }),
    heldDecided: z.object({ id: z.string(), decision: z.enum(heldDecisions) }),
    /** Every phrase, and those that also hold messages for review (issue 46). */
    phrases: z.object({ items: z.array(z.string()), holding: z.array(z.string()) }),
    moderatedThread,
    threads: z.object({ items: z.array(moderatedThread) }),
    done: z.object({ done: z.literal(true) }),
    leaseRules: getLoanToValueRulesSchema(),
  };
}

export type AdminResponses = ReturnType<
  typeof buildAdminResponses<z.ZodType<Vehicle>, z.ZodType<ItemAd>>
>;
type Out<K extends keyof AdminResponses> = z.output<AdminResponses[K]>;

export type AdminSessionBody = Out<'session'>;
export type AdminAd = Out<'adminAd'>;
export type AdminReport = AdminAd['reports'][number];
export type LogEntry = Out<'logEntry'>;
export type HeldAd = Out<'heldAd'>;
export type ModeratedThread = Out<'moderatedThread'>;
export type ModeratedMessage = Out<'message'>;

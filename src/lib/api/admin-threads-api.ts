import {
  messageWarnings,
  threadReportReasons,
  type MessageWarning,
  type ThreadReportReason,
  type ThreadSide,
} from '@/domain/messages/message-schema';
import { json } from './admin-api';
import { requestJson } from './api-client';

/** One message as the moderators read it: held ones too. Its text is shown as text only. */
export type ModeratedMessage = {
  id: string;
  from: ThreadSide;
  text: string;
  sentAt: string;
  warnings: MessageWarning[];
  held: boolean;
};

/** A reported thread, or one holding a message for review, whole. */
export type ModeratedThread = {
  id: string;
  vehicleId: string;
  title: string;
  reportedAt: string | null;
  reportedBy: ThreadSide | null;
  reason: ThreadReportReason | null;
  blockedSide: ThreadSide | null;
  messages: ModeratedMessage[];
};

export type ThreadAction = 'block_buyer' | 'block_seller' | 'dismiss';
export type HeldMessageDecision = 'release' | 'remove';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const sideOf = (value: unknown): ThreadSide | null =>
  value === 'buyer' || value === 'seller' ? value : null;

function readMessage(value: unknown): ModeratedMessage | null {
  const row = (value ?? {}) as Record<string, unknown>;
  const from = sideOf(row.from);
  if (!from || typeof row.id !== 'string') return null;
  const warnings = Array.isArray(row.warnings) ? row.warnings : [];
  return {
    id: row.id,
    from,
    text: text(row.text),
    sentAt: text(row.sentAt),
    warnings: warnings.filter((code): code is MessageWarning =>
      (messageWarnings as readonly unknown[]).includes(code),
    ),
    held: row.held === true,
  };
}

function readThread(value: unknown): ModeratedThread | null {
  const row = (value ?? {}) as Record<string, unknown>;
  if (typeof row.id !== 'string' || typeof row.vehicleId !== 'string') return null;
  const reason = (threadReportReasons as readonly unknown[]).includes(row.reason)
    ? (row.reason as ThreadReportReason)
    : null;
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: text(row.title),
    reportedAt: typeof row.reportedAt === 'string' ? row.reportedAt : null,
    reportedBy: sideOf(row.reportedBy),
    reason,
    blockedSide: sideOf(row.blockedSide),
    messages: (Array.isArray(row.messages) ? row.messages : [])
      .map(readMessage)
      .filter((message): message is ModeratedMessage => message !== null),
  };
}

/** Reported threads and threads holding a message, the longest waiting first. */
export async function fetchModeratedThreads(): Promise<ModeratedThread[]> {
  const body = (await requestJson('/admin/threads')) as { items?: unknown[] } | null;
  return (body?.items ?? []).map(readThread).filter((item): item is ModeratedThread => !!item);
}

/** Blocks the thread's buyer or seller from sending, or dismisses its report. */
export async function moderateThread(
  csrfToken: string,
  id: string,
  action: ThreadAction,
): Promise<void> {
  await requestJson(`/admin/threads/${encodeURIComponent(id)}/${action}`, json(csrfToken));
}

/** Lets a held message through to its recipient, or removes it. */
export async function decideHeldMessage(
  csrfToken: string,
  threadId: string,
  messageId: string,
  decision: HeldMessageDecision,
): Promise<void> {
  await requestJson(
    `/admin/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(messageId)}/${decision}`,
    json(csrfToken),
  );
}

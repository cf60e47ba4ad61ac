import { adminSchemas } from './admin-schemas';
import { json } from './admin-api';
import { requestJson } from './api-client';
import { readResponse } from './read-response';
import type { HeldMessageDecision, ThreadAction } from '@/domain/moderation/moderation-terms';

export type { ModeratedMessage, ModeratedThread } from '@/domain/moderation/admin-responses';
export type { HeldMessageDecision, ThreadAction };

/** Reported threads and threads holding a message, the longest waiting first. */
export async function fetchModeratedThreads() {
  return readResponse(adminSchemas().threads, await requestJson('/admin/threads')).items;
}

/** Blocks the thread's buyer or seller from sending, or dismisses its report. */
export async function moderateThread(
  csrfToken: string,
  id: string,
  action: ThreadAction,
): Promise<void> {
  const path = `/admin/threads/${encodeURIComponent(id)}/${action}`;
  readResponse(adminSchemas().done, await requestJson(path, json(csrfToken)));
}

/** Lets a held message through to its recipient, or removes it. */
export async function decideHeldMessage(
  csrfToken: string,
  threadId: string,
  messageId: string,
  decision: HeldMessageDecision,
): Promise<void> {
  const path = `/admin/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(messageId)}/${decision}`;
  readResponse(adminSchemas().done, await requestJson(path, json(csrfToken)));
}

import type { AdAction, LogAction } from '@/domain/moderation/moderation-terms';
import { adminSchemas } from './admin-schemas';
import { requestJson } from './api-client';
import { readResponse } from './read-response';

import type { AdminAd } from '@/domain/moderation/admin-responses';

export type { AdminAd, AdminReport, LogEntry } from '@/domain/moderation/admin-responses';
/** Any kind of ad in the one queue: `vehicle` for a vehicle, `item` for a part or gear ad. */
export type AdOfAnyKind = Pick<AdminAd, 'id' | 'vehicle' | 'item'>;
export type AdminAction = AdAction;
export type { LogAction };
/** What the admin pages keep of a session (its expiry is the server's business). */
export type AdminSession = { moderator: string; csrfToken: string };

export const json = (csrfToken: string | null, body?: unknown): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
  },
  body: JSON.stringify(body ?? {}),
});

function readSession(body: unknown): AdminSession {
  const { moderator, csrfToken } = readResponse(adminSchemas().session, body);
  return { moderator, csrfToken };
}

export async function fetchAdminSession(): Promise<AdminSession> {
  return readSession(await requestJson('/admin/session'));
}

export async function adminLogin(password: string, name: string): Promise<AdminSession> {
  return readSession(await requestJson('/admin/login', json(null, { password, name })));
}

export async function adminLogout(csrfToken: string): Promise<void> {
  readResponse(adminSchemas().loggedOut, await requestJson('/admin/logout', json(csrfToken)));
}

export async function fetchReportQueue() {
  return readResponse(adminSchemas().reports, await requestJson('/admin/reports')).items;
}

export async function fetchAdminAd(id: string) {
  return readResponse(
    adminSchemas().adminAd,
    await requestJson(`/admin/vehicles/${encodeURIComponent(id)}`),
  );
}

export async function runAdminAction(
  csrfToken: string,
  id: string,
  action: AdminAction,
  reason: string,
) {
  const path = `/admin/vehicles/${encodeURIComponent(id)}/${action}`;
  return readResponse(adminSchemas().adminAd, await requestJson(path, json(csrfToken, { reason })));
}

/** Blocks (or unblocks) a number; resolves with the number as the server stored it. */
export async function setPhoneBlocked(
  csrfToken: string,
  phone: string,
  blocked: boolean,
  reason: string,
): Promise<string> {
  const path = blocked ? '/admin/phones/block' : '/admin/phones/unblock';
  const body = await requestJson(path, json(csrfToken, { phone, reason }));
  return readResponse(adminSchemas().phoneBlock, body).phone;
}

export async function fetchModerationLog() {
  return readResponse(adminSchemas().log, await requestJson('/admin/log')).items;
}

import { parseVehicleFast } from '@/domain/vehicles/vehicle-fast-parse';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { requestJson } from './api-client';
import type { ReportReason } from './report-api';

export type AdminSession = { moderator: string; csrfToken: string };

export type AdminReport = { reason: ReportReason; note: string; createdAt: string; open: boolean };

/** What moderators see of a part or gear ad (issue 45): read loosely, shown as text. */
export type AdminItem = {
  id: string;
  kind: 'part' | 'gear';
  title: string;
  brand: string;
  price: number | null;
  location: string;
  phone: string;
  description: string | null;
  image: string;
  partNumber: string | null;
  carriesNumber: boolean;
};

/** Any kind of ad in the one queue: `vehicle` for a vehicle, `item` for a part or gear ad. */
export type AdOfAnyKind = { id: string; vehicle: Vehicle | null; item: AdminItem | null };

export type AdminAd = AdOfAnyKind & {
  status: 'active' | 'sold' | 'deleted' | 'held';
  hidden: boolean;
  listed: boolean;
  phoneBlocked: boolean;
  openReports: number;
  reasons: Partial<Record<ReportReason, number>>;
  reports: AdminReport[];
};

export type AdminAction = 'hide' | 'restore' | 'delete' | 'dismiss';
export type LogAction =
  | AdminAction
  | 'block_phone'
  | 'unblock_phone'
  | 'approve'
  | 'reject'
  | 'add_phrase'
  | 'remove_phrase'
  | 'hold_phrase'
  | 'unhold_phrase'
  | 'release_message'
  | 'remove_message'
  | 'block_sender'
  | 'dismiss_thread';

export type LogEntry = {
  id: number;
  action: LogAction;
  vehicleId: string | null;
  phone: string | null;
  moderator: string;
  session: string;
  reason: string;
  createdAt: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readSession(body: unknown): AdminSession {
  const value = (body ?? {}) as Record<string, unknown>;
  return { moderator: text(value.moderator), csrfToken: text(value.csrfToken) };
}

function readItem(body: unknown): AdminItem | null {
  const value = (body ?? {}) as Record<string, unknown>;
  if (typeof value.id !== 'string' || (value.kind !== 'part' && value.kind !== 'gear')) return null;
  return {
    id: value.id,
    kind: value.kind,
    title: text(value.title),
    brand: text(value.brand),
    price: typeof value.price === 'number' ? value.price : null,
    location: text(value.location),
    phone: text(value.phone),
    description: typeof value.description === 'string' ? value.description : null,
    image: text(value.image),
    partNumber: typeof value.partNumber === 'string' ? value.partNumber : null,
    carriesNumber: value.carriesNumber === true,
  };
}

/** The vehicle or the item of a queue entry; null when it holds neither. */
export function readAdOfAnyKind(value: Record<string, unknown>): AdOfAnyKind | null {
  const vehicle = value.vehicle ? parseVehicleFast(value.vehicle) : null;
  const item = vehicle ? null : readItem(value.item);
  const id = vehicle?.id ?? item?.id;
  return id ? { id, vehicle, item } : null;
}

function readAd(body: unknown): AdminAd | null {
  const value = (body ?? {}) as Record<string, unknown>;
  const ad = readAdOfAnyKind(value);
  if (!ad) return null;
  const status =
    value.status === 'sold' || value.status === 'deleted' || value.status === 'held'
      ? value.status
      : 'active';
  const reports = Array.isArray(value.reports) ? (value.reports as AdminReport[]) : [];
  return {
    ...ad,
    status,
    hidden: value.hidden === true,
    listed: value.listed === true,
    phoneBlocked: value.phoneBlocked === true,
    openReports: typeof value.openReports === 'number' ? value.openReports : 0,
    reasons: (value.reasons ?? {}) as AdminAd['reasons'],
    reports: reports.map((report) => ({
      reason: report.reason,
      note: text(report.note),
      createdAt: text(report.createdAt),
      open: report.open === true,
    })),
  };
}

export const json = (csrfToken: string | null, body?: unknown): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
  },
  body: JSON.stringify(body ?? {}),
});

export async function fetchAdminSession(): Promise<AdminSession> {
  return readSession(await requestJson('/admin/session'));
}

export async function adminLogin(password: string, name: string): Promise<AdminSession> {
  return readSession(await requestJson('/admin/login', json(null, { password, name })));
}

export async function adminLogout(csrfToken: string): Promise<void> {
  await requestJson('/admin/logout', json(csrfToken));
}

export async function fetchReportQueue(): Promise<AdminAd[]> {
  const body = (await requestJson('/admin/reports')) as { items?: unknown[] } | null;
  return (body?.items ?? []).map(readAd).filter((ad): ad is AdminAd => ad !== null);
}

export async function fetchAdminAd(id: string): Promise<AdminAd | null> {
  return readAd(await requestJson(`/admin/vehicles/${encodeURIComponent(id)}`));
}

export async function runAdminAction(
  csrfToken: string,
  id: string,
  action: AdminAction,
  reason: string,
): Promise<AdminAd | null> {
  const path = `/admin/vehicles/${encodeURIComponent(id)}/${action}`;
  return readAd(await requestJson(path, json(csrfToken, { reason })));
}

export async function setPhoneBlocked(
  csrfToken: string,
  phone: string,
  blocked: boolean,
  reason: string,
): Promise<string> {
  const path = blocked ? '/admin/phones/block' : '/admin/phones/unblock';
  const body = (await requestJson(path, json(csrfToken, { phone, reason }))) as {
    phone?: unknown;
  } | null;
  return text(body?.phone);
}

export async function fetchModerationLog(): Promise<LogEntry[]> {
  const body = (await requestJson('/admin/log')) as { items?: LogEntry[] } | null;
  return body?.items ?? [];
}

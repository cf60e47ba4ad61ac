import { getApiBase } from './api-base';

export type GoneAd = { reason: 'expired' | 'sold' | 'deleted'; type: string; make: string };

function goneOf(value: unknown): GoneAd | null {
  if (!value || typeof value !== 'object') return null;
  const { reason, type, make } = value as Record<string, unknown>;
  if (reason !== 'expired' && reason !== 'sold' && reason !== 'deleted') return null;
  return {
    reason,
    type: typeof type === 'string' ? type : 'all',
    make: typeof make === 'string' ? make : '',
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly file: string | null = null,
    readonly gone: GoneAd | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function readError(status: number, body: unknown): ApiError {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof value.code === 'string' ? value.code : `http_${status}`;
  const message = typeof value.message === 'string' ? value.message : `HTTP ${status}`;
  const fields: Record<string, string> = {};
  if (value.fields && typeof value.fields === 'object') {
    for (const [name, key] of Object.entries(value.fields as Record<string, unknown>)) {
      if (typeof key === 'string') fields[name] = key;
    }
  }
  const file = typeof value.file === 'string' ? value.file : null;
  return new ApiError(status, code, message, fields, file, goneOf(value.gone));
}

export async function requestJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const base = getApiBase();
  if (base === null) throw new ApiError(0, 'no_server', 'This site has no server');
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (response.ok) throw new ApiError(response.status, 'bad_response', 'Not JSON');
  }
  if (!response.ok) throw readError(response.status, body);
  return body;
}

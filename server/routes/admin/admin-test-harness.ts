import { buildAdForm } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { postForm } from '../../testing/test-app';

export const PASSWORD = 'correct horse battery staple';

export const READS = [
  '/api/admin/session',
  '/api/admin/reports',
  '/api/admin/log',
  '/api/admin/phones',
];

export type Login = { cookie: string; token: string; csrf: string; setCookie: string };

/** The admin tests' helpers, acting on the app their file has open now. */
export function adminHelpers(app: () => App) {
  let address = 0;
  /** Logs in from a new address each time (the login limit is per address). */
  async function login(name = 'Nimal', target: App = app()): Promise<Login> {
    address += 1;
    const response = await target.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: PASSWORD, name },
      remoteAddress: `10.9.0.${address}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    const token = /bb_admin=([^;]+)/.exec(setCookie)![1]!;
    return { cookie: `bb_admin=${token}`, token, csrf: response.json().csrfToken, setCookie };
  }
  const as = (session: Login | null, csrf: string | null = session?.csrf ?? null) => ({
    ...(session ? { cookie: session.cookie } : {}),
    ...(csrf ? { 'x-csrf-token': csrf } : {}),
  });
  const act = (
    session: Login | null,
    id: string,
    action: string,
    reason = '',
    csrf?: string | null,
  ) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/vehicles/${id}/${action}`,
      headers: as(session, csrf === undefined ? (session?.csrf ?? null) : csrf),
      payload: { reason },
    });

  let serial = 0;
  async function postAd(phone = '0712345678'): Promise<Vehicle & { manageToken: string }> {
    serial += 1;
    const response = await app().inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm({ model: `Mod${serial}zq`, phone })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle & { manageToken: string }>();
  }
  const report = (id: string, reason: string, from: string, note = '') =>
    app().inject({
      method: 'POST',
      url: `/api/vehicles/${id}/reports`,
      payload: { reason, note },
      remoteAddress: from,
    });
  const listIds = async (query = '', type = 'all') =>
    (await app().inject({ url: `/api/vehicles?type=${type}&limit=60${query}` }))
      .json<{ items: Vehicle[] }>()
      .items.map((v) => v.id);
  return { login, as, act, postAd, report, listIds };
}

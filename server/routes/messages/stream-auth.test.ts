import type { App } from '../../app';
import { postAd, type Posted } from '../../testing/ad-posts';
import { createTestEnv } from '../../testing/test-app';

// What messages.test.ts leaves out (issue 46, bad input): the seller's stream of a whole ad and
// streams without a token or for no thread are refused before a byte of the stream is sent.
// On PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let base = '';

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000, threadAuthFailures: 1_000 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

async function newAd(model: string): Promise<Posted> {
  const response = await postAd(app, { model, title: `Stream ${model}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

test('bad, missing or foreign tokens on a stream get a JSON 403, never an event stream', async () => {
  const ad = await newAd('Streamauth1');
  const other = await newAd('Streamauth2');
  const started = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${ad.id}/threads`,
    payload: { text: 'Hello, still for sale?' },
  });
  const { threadId, token } = started.json<{ threadId: string; token: string }>();
  const cases: Array<[string, Record<string, string>]> = [
    [`/api/vehicles/${ad.id}/events`, { authorization: `Bearer ${other.manageToken}` }],
    [`/api/vehicles/${ad.id}/events`, { authorization: `Bearer ${token}` }],
    [`/api/vehicles/${ad.id}/events`, {}],
    [`/api/threads/${threadId}/events`, {}],
    [`/api/threads/${threadId}/events`, { authorization: `Bearer ${other.manageToken}` }],
    [`/api/threads/${'A'.repeat(22)}/events`, { authorization: `Bearer ${token}` }],
    [`/api/threads/%00%ff/events`, { authorization: `Bearer ${token}` }],
  ];
  for (const [path, headers] of cases) {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    expect([400, 403], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body).not.toContain('Hello, still for sale?');
    expect(body).not.toContain('retry:');
  }
  // The right tokens open them.
  for (const [path, bearer] of [
    [`/api/vehicles/${ad.id}/events`, ad.manageToken],
    [`/api/threads/${threadId}/events`, token],
  ] as const) {
    const controller = new AbortController();
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${bearer}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    controller.abort();
  }
});

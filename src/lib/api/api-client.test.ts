import { getApiBase, hasServer } from './api-base';
import { ApiError, requestJson } from './api-client';

const removeMeta = () =>
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());

afterEach(() => {
  removeMeta();
  vi.unstubAllGlobals();
});

function serveApiAt(content: string) {
  removeMeta();
  const meta = document.createElement('meta');
  meta.name = 'app-api';
  meta.content = content;
  document.head.append(meta);
}

test('on a static host (no app-api meta) the app has no server and never fetches', async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  expect(hasServer()).toBe(false);
  await expect(requestJson('/vehicles')).rejects.toMatchObject({ code: 'no_server' });
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('the server names its API path; another origin is not taken', () => {
  serveApiAt('/api/');
  expect(getApiBase()).toBe('/api');
  serveApiAt('//evil.example/api');
  expect(getApiBase()).toBeNull();
  serveApiAt('https://evil.example/api');
  expect(getApiBase()).toBeNull();
});

test('an error answer becomes an ApiError with its code and field messages', async () => {
  serveApiAt('/api');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        {
          code: 'validation',
          message: 'Bad ad',
          fields: { make: 'postAd.errors.makeRequired', x: 1 },
        },
        { status: 400 },
      ),
    ),
  );
  const error = await requestJson('/vehicles', { method: 'POST' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 400,
    code: 'validation',
    fields: { make: 'postAd.errors.makeRequired' },
  });
});

test('a server that cannot be reached is a network error', async () => {
  serveApiAt('/api');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  await expect(requestJson('/health')).rejects.toMatchObject({ code: 'network', status: 0 });
});

import { ChunkLoadError, classifyChunkFailure, loadChunk } from './load-chunk';

test('a chunk that loads is passed through', async () => {
  await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
});

test('a chunk that has not loaded after 120 seconds fails with reason timeout', async () => {
  vi.useFakeTimers();
  const pending = loadChunk(() => new Promise(() => {}));
  const assertion = expect(pending).rejects.toMatchObject({
    name: 'ChunkLoadError',
    reason: 'timeout',
  });
  await vi.advanceTimersByTimeAsync(119_999);
  await vi.advanceTimersByTimeAsync(1);
  await assertion;
  vi.useRealTimers();
});

test('a chunk the server no longer has is reported as missing', async () => {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
  const error = new TypeError(
    'Failed to fetch dynamically imported module: http://x.test/assets/a-1.js',
  );
  await expect(classifyChunkFailure(error)).resolves.toBe('missing');
  vi.unstubAllGlobals();
});

test('a chunk that cannot be fetched at all is reported as a network failure', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const error = new TypeError(
    'Failed to fetch dynamically imported module: http://x.test/assets/a-1.js',
  );
  await expect(classifyChunkFailure(error)).resolves.toBe('network');
  vi.unstubAllGlobals();
});

test('an import error wraps into a ChunkLoadError with the reason', async () => {
  await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toBeInstanceOf(
    ChunkLoadError,
  );
});

test('offline, a chunk that cannot be fetched is a page this device has not kept', async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const error = new TypeError(
    'Failed to fetch dynamically imported module: http://x.test/assets/a-1.js',
  );
  await expect(classifyChunkFailure(error)).resolves.toBe('offline');
  expect(fetchSpy).not.toHaveBeenCalled();
  onLine.mockRestore();
  vi.unstubAllGlobals();
});

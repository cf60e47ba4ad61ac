/** The page as the marketplace server sends it: the app-api meta names its API. */
export function serveApi(base = '/api'): void {
  const meta = document.createElement('meta');
  meta.name = 'app-api';
  meta.content = base;
  document.head.append(meta);
}

/** Back to a static host, with the stubbed fetch gone (an afterEach). */
export function leaveServerMode(): void {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
}

/** A JSON answer from the fake API. */
export const jsonReply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureReason = 'missing' | 'timeout' | 'network' | 'offline' | 'unknown';

export class ChunkLoadError extends Error {
  readonly reason: ChunkFailureReason;
  constructor(reason: ChunkFailureReason, cause?: unknown) {
    super(`Chunk load failed: ${reason}`, { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

function failedUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+\.js)/.exec(message)?.[1] ?? null;
}

// A failed import only says "failed to fetch": offline, it is a page this device has not kept (the
// service worker keeps the pages seen); else, asking again, a 4xx/5xx means the chunk is gone (a
// redeploy), no answer means the network.
export async function classifyChunkFailure(error: unknown): Promise<ChunkFailureReason> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const url = failedUrl(error);
  if (!url) return 'unknown';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok ? 'network' : 'missing';
  } catch {
    return 'network';
  }
}

export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
  });
  return Promise.race([importer(), timeout])
    .catch(async (error: unknown) => {
      if (isChunkLoadError(error)) throw error;
      throw new ChunkLoadError(await classifyChunkFailure(error), error);
    })
    .finally(() => clearTimeout(timer));
}

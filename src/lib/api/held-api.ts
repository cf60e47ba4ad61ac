import type { PhraseHold } from '@/domain/messages/phrase-limits';
import { json, readAdOfAnyKind, type AdOfAnyKind } from './admin-api';
import { requestJson } from './api-client';

/** An ad screening held: the scam phrase it used and/or the live photo it copies. */
export type HeldAd = AdOfAnyKind & {
  /** A part with an engine or chassis number: its seller confirmed owning it and its papers. */
  papers: boolean;
  heldAt: string;
  phrase: string | null;
  copied: { photo: string | null; vehicleId: string; matchPhoto: string; distance: number } | null;
};

export type HeldDecision = 'approve' | 'reject';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readHeld(body: unknown): HeldAd | null {
  const value = (body ?? {}) as Record<string, unknown>;
  const ad = readAdOfAnyKind(value);
  if (!ad) return null;
  const copied = (value.copied ?? null) as Record<string, unknown> | null;
  return {
    ...ad,
    papers: value.papers === true,
    heldAt: text(value.heldAt),
    phrase: typeof value.phrase === 'string' ? value.phrase : null,
    copied:
      copied && typeof copied.matchPhoto === 'string'
        ? {
            photo: typeof copied.photo === 'string' ? copied.photo : null,
            vehicleId: text(copied.vehicleId),
            matchPhoto: copied.matchPhoto,
            distance: typeof copied.distance === 'number' ? copied.distance : 0,
          }
        : null,
  };
}

/** Held ads, the oldest first, and how many are held in all. */
export async function fetchHeldAds(): Promise<{ items: HeldAd[]; total: number }> {
  const body = (await requestJson('/admin/held')) as { items?: unknown[]; total?: unknown } | null;
  const items = (body?.items ?? []).map(readHeld).filter((ad): ad is HeldAd => ad !== null);
  return { items, total: typeof body?.total === 'number' ? body.total : items.length };
}

export async function decideHeldAd(
  csrfToken: string,
  id: string,
  decision: HeldDecision,
  reason: string,
): Promise<void> {
  await requestJson(
    `/admin/held/${encodeURIComponent(id)}/${decision}`,
    json(csrfToken, { reason }),
  );
}

/** The moderators' scam phrases, and those of them that also hold messages for review. */
export type ScamPhrases = { items: string[]; holding: string[] };

const strings = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string');

const readPhrases = (body: unknown): ScamPhrases => {
  const value = (body ?? {}) as { items?: unknown; holding?: unknown };
  return { items: strings(value.items), holding: strings(value.holding) };
};

export async function fetchScamPhrases(): Promise<ScamPhrases> {
  return readPhrases(await requestJson('/admin/phrases'));
}

/** Adds (or removes) a phrase; resolves with the whole list as stored. */
export async function setScamPhrase(
  csrfToken: string,
  phrase: string,
  present: boolean,
): Promise<ScamPhrases> {
  const path = present ? '/admin/phrases/add' : '/admin/phrases/remove';
  return readPhrases(await requestJson(path, json(csrfToken, { phrase })));
}

/** Marks a listed phrase to hold messages (or to warn only); the body is the shared schema's. */
export async function setPhraseHolds(csrfToken: string, body: PhraseHold): Promise<ScamPhrases> {
  return readPhrases(await requestJson('/admin/phrases/hold', json(csrfToken, body)));
}

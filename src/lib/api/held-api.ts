import type { PhraseHold } from '@/domain/messages/phrase-limits';
import type { HeldDecision } from '@/domain/moderation/moderation-terms';
import { adminSchemas } from './admin-schemas';
import { json } from './admin-api';
import { requestJson } from './api-client';
import { readResponse } from './read-response';

export type { HeldAd } from '@/domain/moderation/admin-responses';
export type { HeldDecision } from '@/domain/moderation/moderation-terms';

/** Held ads, the oldest first, and how many are held in all. */
export async function fetchHeldAds() {
  return readResponse(adminSchemas().held, await requestJson('/admin/held'));
}

export async function decideHeldAd(
  csrfToken: string,
  id: string,
  decision: HeldDecision,
  reason: string,
): Promise<void> {
  const path = `/admin/held/${encodeURIComponent(id)}/${decision}`;
  readResponse(adminSchemas().heldDecided, await requestJson(path, json(csrfToken, { reason })));
}

/** The moderators' scam phrases, and those of them that also hold messages for review. */
export type ScamPhrases = { items: string[]; holding: string[] };

export async function fetchScamPhrases(): Promise<ScamPhrases> {
  return readResponse(adminSchemas().phrases, await requestJson('/admin/phrases'));
}

/** Adds (or removes) a phrase; resolves with the whole list as stored. */
export async function setScamPhrase(
  csrfToken: string,
  phrase: string,
  present: boolean,
): Promise<ScamPhrases> {
  const path = present ? '/admin/phrases/add' : '/admin/phrases/remove';
  return readResponse(adminSchemas().phrases, await requestJson(path, json(csrfToken, { phrase })));
}

/** Marks a listed phrase to hold messages (or to warn only); the body is the shared schema's. */
export async function setPhraseHolds(csrfToken: string, body: PhraseHold): Promise<ScamPhrases> {
  const answer = await requestJson('/admin/phrases/hold', json(csrfToken, body));
  return readResponse(adminSchemas().phrases, answer);
}

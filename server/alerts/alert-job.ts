import { paths } from '@/config/paths';
import type { ItemAd } from '@/domain/listings/item-schema';
import { itemKindOf, matchSearches } from '@/domain/search/saved-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { isLanguage, type Language } from '@/i18n/languages';
import { localizePath } from '@/i18n/localized-path';
import { matchItemSearches } from '../listings/item-match';
import type { AlertsRepository, DuePush, PushTarget } from './alerts-repository';

export type AlertPayload =
  | { kind: 'new'; lang: Language; n: number; title: string | null; url: string; tag: string }
  | { kind: 'price'; lang: Language; title: string; price: number; url: string; tag: string }
  /** A new message about the seller's ad: the ad's title only, never the message. */
  | { kind: 'message'; lang: Language; title: string; url: string; tag: string };

/** 'gone': the push service no longer knows the subscription (404/410); it is deleted. */
export type Send = (
  target: PushTarget,
  payload: AlertPayload,
) => Promise<'sent' | 'gone' | 'failed'>;

export type CycleResult = { events: number; pushes: number; gone: number };

type Log = { warn: (object: object, message: string) => void };

const EVENTS_PER_CYCLE = 5000;
const CONCURRENT_PUSHES = 8;

const langOf = (value: string): Language => (isLanguage(value) ? value : 'en');
/** A saved search's list: a vehicle list, or the Spare Parts or Biker Gear view. */
const listUrl = (type: string, query: string, lang: Language) => {
  const kind = itemKindOf(type);
  return localizePath(
    kind
      ? paths.itemList.getHref(kind, query)
      : paths.browse.getHref(isVehicleType(type) ? type : 'all', query),
    lang,
  );
};

/** Any kind of ad, as an alert names and links it. */
type AlertAd = Vehicle | ItemAd;
const adUrl = (ad: AlertAd, lang: Language) =>
  localizePath('kind' in ad ? paths.item.getHref(ad.id) : paths.vehicle.getHref(ad.id), lang);

type Planned = { subscriptionId: string; make: (lang: Language) => AlertPayload };

export async function runAlertCycle(
  repository: AlertsRepository,
  send: Send,
  log: Log,
): Promise<CycleResult> {
  const planned: Planned[] = [];
  for (const held of await repository.claimHeldSearches(1000)) {
    planned.push({
      subscriptionId: held.subscriptionId,
      make: (lang) => ({
        kind: 'new',
        lang,
        n: held.total,
        title: null,
        url: listUrl(held.type, held.query, lang),
        tag: `search-${held.key}`,
      }),
    });
  }
  const events = await repository.claimEvents(EVENTS_PER_CYCLE);
  if (events.length > 0) {
    const ids = [...new Set(events.map((event) => event.vehicleId))];
    const [vehicles, items] = await Promise.all([
      repository.listedVehicles(ids),
      repository.listedItems(ids),
    ]);
    const ads = new Map<string, AlertAd>([...vehicles, ...items].map((ad) => [ad.id, ad]));
    const pick = (kind: 'new' | 'price') => [
      ...new Set(
        events.filter((e) => e.kind === kind && ads.has(e.vehicleId)).map((e) => e.vehicleId),
      ),
    ];
    planned.push(
      ...(await planNewAds(
        repository,
        pick('new').map((id) => ads.get(id)!),
      )),
    );
    planned.push(
      ...(await planPriceDrops(
        repository,
        pick('price').map((id) => ads.get(id)!),
      )),
    );
  }
  if (planned.length === 0) return { events: events.length, pushes: 0, gone: 0 };

  const targets = new Map(
    (await repository.targets([...new Set(planned.map((p) => p.subscriptionId))])).map((t) => [
      t.id,
      t,
    ]),
  );
  let pushes = 0;
  let gone = 0;
  const removed = new Set<string>();
  let next = 0;
  async function worker() {
    while (next < planned.length) {
      const plan = planned[next++]!;
      const target = targets.get(plan.subscriptionId);
      if (!target || removed.has(target.id)) continue;
      const outcome = await send(target, plan.make(langOf(target.lang)));
      if (outcome === 'sent') pushes += 1;
      if (outcome === 'gone' && !removed.has(target.id)) {
        removed.add(target.id);
        gone += 1;
        await repository.deleteById(target.id).catch((error: unknown) => {
          log.warn({ err: error }, 'could not delete a push subscription that is gone');
        });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_PUSHES }, worker));
  return { events: events.length, pushes, gone };
}

/** One path for every kind: vehicle searches match vehicles, part and gear searches items. */
async function planNewAds(repository: AlertsRepository, ads: AlertAd[]): Promise<Planned[]> {
  if (ads.length === 0) return [];
  const searches = await repository.allSearches();
  const vehicles = ads.filter((ad): ad is Vehicle => !('kind' in ad));
  const items = ads.filter((ad): ad is ItemAd => 'kind' in ad);
  const matched: [(typeof searches)[number], AlertAd[]][] = [
    ...matchSearches(searches, vehicles),
    ...matchItemSearches(searches, items),
  ];
  const byKey = new Map<string, { search: (typeof searches)[number]; ads: AlertAd[] }>();
  const matches: DuePush[] = [];
  for (const [search, found] of matched) {
    byKey.set(`${search.subscriptionId}\n${search.searchId}`, { search, ads: found });
    matches.push({
      subscriptionId: search.subscriptionId,
      key: search.searchId,
      total: found.length,
    });
  }
  const due = await repository.claimSearchPushes(matches);
  return due.map((push) => {
    const { search, ads: found } = byKey.get(`${push.subscriptionId}\n${push.key}`)!;
    return {
      subscriptionId: push.subscriptionId,
      make: (lang: Language): AlertPayload => ({
        kind: 'new',
        lang,
        n: push.total,
        title: push.total === 1 ? found[0]!.title : null,
        url: push.total === 1 ? adUrl(found[0]!, lang) : listUrl(search.type, search.query, lang),
        tag: `search-${search.searchId}`,
      }),
    };
  });
}

async function planPriceDrops(repository: AlertsRepository, ads: AlertAd[]): Promise<Planned[]> {
  if (ads.length === 0) return [];
  const byId = new Map(ads.map((ad) => [ad.id, ad]));
  const due = await repository.claimAdPushes(await repository.watchers([...byId.keys()]));
  return due.flatMap(({ subscriptionId, key }) => {
    const ad = byId.get(key);
    if (!ad || ad.price === null) return [];
    return [
      {
        subscriptionId,
        make: (lang: Language): AlertPayload => ({
          kind: 'price',
          lang,
          title: ad.title,
          price: ad.price!,
          url: adUrl(ad, lang),
          tag: `price-${ad.id}`,
        }),
      },
    ];
  });
}

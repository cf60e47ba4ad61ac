import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemFormValues } from '@/domain/listings/item-form-schema';
import { parseItemSearch } from '@/domain/listings/item-search';
import type { ItemAd } from '@/domain/listings/item-schema';
import { heldReasons, type HeldReason } from '@/domain/moderation/held-answer';
import type { ItemKind } from '@/domain/listings/item-types';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import {
  createItem,
  itemScreenedTexts,
  itemScreenedValues,
  itemSpamKey,
  parseItemField,
  updateItem,
} from '../../listings/create-item';
import type { ItemState } from '../../listings/item-repository';
import { screenedInsert } from '../../screening/screened-insert';
import { maskPhone } from '../../vehicles/create-vehicle';
import { hashManageToken } from '../../vehicles/manage-token';
import { checkNewPost, manageTokenFor, postOnce, readPostKey } from '../../vehicles/post-key';
import { decodeCursor } from '../../vehicles/vehicle-cursor';
import { parseKeep, versionOf } from '../vehicles/edit-route';
import { adManageRoutes } from '../vehicles/manage-routes';
import { ownerAuth, rememberOwner } from '../vehicles/owner-auth';
import { checkBlocked, NEW_AD_STATUSES, processUploads, readParts } from '../vehicles/post-route';
import { reportRoute } from '../vehicles/report-route';
import { idParamsSchema } from '../vehicles/schemas';
import { itemListQuerySchema, itemPageSchema, itemResponseSchema } from './schemas';

/** Parts and gear: /api/items/:id for one ad and its owner; /api/parts and /api/gear for lists. */
export const ITEM_PREFIX = '/api/items';

const postResponse = () =>
  z.intersection(
    itemResponseSchema(),
    z.object({
      manageToken: z.string(),
      status: z.enum(NEW_AD_STATUSES),
      /** Why it waits for a moderator: a copied photo, scam wording, or a numbered part. */
      heldBecause: z.enum(heldReasons).nullable(),
    }),
  );

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const items = app.items;
  for (const [kind, path] of [
    ['part', '/api/parts'],
    ['gear', '/api/gear'],
  ] as [ItemKind, string][]) {
    app.get(
      path,
      {
        schema: {
          summary: `List ${kind === 'part' ? 'spare part' : 'riding gear'} ads: filters, sort, true count, keyset pages`,
          querystring: itemListQuerySchema,
          response: { 200: itemPageSchema(), 400: errorBodySchema },
        },
      },
      async (request) => {
        const { cursor: cursorText, limit, ...query } = request.query;
        // The domain's own reading of the filters, as the browser reads the view's URL.
        const search = parseItemSearch(kind, query);
        const cursor = cursorText ? decodeCursor(search.sort, cursorText) : null;
        if (cursorText && !cursor) {
          throw new ApiError(400, 'validation', 'Invalid cursor: it belongs to another list.', {
            fields: { cursor: serverErrorKeys.invalidValue },
          });
        }
        return items.list(search, cursor, limit);
      },
    );
  }

  app.get(
    `${ITEM_PREFIX}/:id`,
    {
      schema: {
        summary: 'One part or gear ad',
        params: idParamsSchema,
        response: { 200: itemResponseSchema(), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => {
      const found = await items.lookup(request.params.id);
      if (!found) throw new ApiError(404, 'not_found', 'No ad has this id.');
      if (found.gone) {
        throw new ApiError(410, 'gone', `This ad is no longer listed (${found.gone.reason}).`, {
          gone: {
            reason: found.gone.reason,
            type: found.gone.kind,
            make: '',
            category: found.gone.category,
          },
        });
      }
      return found.ad;
    },
  );
};

const items: FastifyPluginAsync = async (app) => {
  if (!app.hasPlugin('@fastify/cookie')) await app.register(cookie);
  const repository = app.items;
  const { limits, trustProxy } = app.config;
  const secureCookies = trustProxy.length > 0;
  const authorize = ownerAuth<ItemState>({
    repository,
    counters: app.counters,
    max: limits.managePerWindow,
    secureCookies,
    prefix: ITEM_PREFIX,
  });
  const deps = { repository, store: app.photoStore };
  const photoOptions = { processPhoto: app.processPhoto, limits };
  const isBlocked = { isBlocked: app.moderation.isBlocked };

  await app.register(listRoutes);

  app.post(
    ITEM_PREFIX,
    {
      config: { rateLimit: { max: limits.postsPerWindow, timeWindow: limits.postWindowMs } },
      schema: {
        summary:
          'Post a part or gear ad (multipart/form-data: ad = JSON of the form values with its kind, hero, gallery)',
        description:
          'Send an Idempotency-Key header, as for POST /api/vehicles: the same post again gets the same ad back.',
        consumes: ['multipart/form-data'],
        response: {
          201: postResponse(),
          400: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new ApiError(415, 'bad_request', 'Send the ad as multipart/form-data.');
      }
      const postKey = readPostKey(request);
      const manageToken = manageTokenFor(postKey);
      const manageHash = hashManageToken(manageToken);
      const answer = (ad: ItemAd, held: boolean, because?: HeldReason | null) => {
        rememberOwner(request, reply, ad.id, manageHash, secureCookies, ITEM_PREFIX);
        return reply.status(201).send({
          ...ad,
          manageToken,
          status: held ? 'held' : 'active',
          heldBecause: held ? (because ?? 'wording') : null,
        });
      };
      return postOnce(
        repository.db,
        postKey,
        ['part', 'gear'],
        async () => {
          // The same refusals as a vehicle ad, before any photo is decoded: blocked phones, the
          // spam limits (one daily budget per phone for every kind), the honeypot.
          const { adText, uploads, showPhone } = await readParts<ItemFormValues>(
            request,
            photoOptions,
            async (ad) => {
              await checkBlocked(ad, isBlocked);
              await checkNewPost(repository.db, postKey, itemSpamKey(ad), limits);
            },
            parseItemField,
          );
          const values = parseItemField(adText);
          const photos = await processUploads(uploads);
          const papers = values.kind === 'part' && values.carriesNumber;
          const screened = await screenedInsert(
            app.screening,
            itemScreenedValues(values),
            photos,
            undefined,
            { papers },
          );
          const ad = await createItem(
            deps,
            values,
            photos,
            {
              manageHash,
              guard: (tx) => checkNewPost(tx, postKey, itemSpamKey(values), limits),
              showPhone,
              postKeyHash: postKey?.hash,
            },
            screened,
          );
          request.log.info(
            {
              id: ad.id,
              kind: ad.kind,
              phone: maskPhone(ad.phone),
              photos: uploads.length,
              held: screened.held,
            },
            'ad posted',
          );
          return answer(ad, screened.held, screened.because);
        },
        async (repeated) => {
          const stored = await repository.state(repeated.id);
          if (!stored) throw new ApiError(404, 'not_found', 'No ad has this id.');
          request.log.info({ id: repeated.id }, 'ad post repeated: its ad sent again');
          return answer(stored.ad, repeated.held, repeated.because);
        },
      );
    },
  );

  app.put<{ Params: { id: string } }>(
    `${ITEM_PREFIX}/:id`,
    {
      schema: {
        summary:
          'Edit a part or gear ad with its manage token (multipart: ad, keep, hero, gallery)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: itemResponseSchema(),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const state = await authorize(request, reply, id);
      if (state.status === 'deleted') throw new ApiError(409, 'gone', 'This ad was deleted.');
      const loaded = versionOf(request.headers['if-match']);
      if (loaded !== null && loaded !== state.version) {
        throw new ApiError(
          409,
          'conflict',
          'This ad was changed elsewhere. Reload it and edit again.',
        );
      }
      if (!request.isMultipart()) {
        throw new ApiError(415, 'bad_request', 'Send the ad as multipart/form-data.');
      }
      const { adText, keepText, uploads } = await readParts<ItemFormValues>(
        request,
        photoOptions,
        (ad) => checkBlocked(ad, isBlocked),
        parseItemField,
      );
      const values = parseItemField(adText);
      const kept = parseKeep(keepText);
      const photos = await processUploads(uploads);
      // A part that newly says it carries a number is held; one already approved is not again.
      const papers =
        values.kind === 'part' &&
        values.carriesNumber &&
        !(state.ad.kind === 'part' && state.ad.carriesNumber);
      const screened = await screenedInsert(
        app.screening,
        itemScreenedValues(values),
        photos,
        { id, texts: itemScreenedTexts(state.ad) },
        { papers },
      );
      const ad = await updateItem(deps, state.ad, state.version, values, kept, photos, screened);
      request.log.info({ id, kind: ad.kind, held: screened.held }, 'ad edited');
      reply.header('ETag', `"${state.version + 1}"`);
      return ad;
    },
  );

  await app.register(
    adManageRoutes<ItemState>({
      prefix: ITEM_PREFIX,
      key: 'ad',
      adSchema: itemResponseSchema(),
      schemaId: 'ItemManageState',
      state: repository.state,
      adOf: (state) => state.ad,
      forget: (state) => app.previews.forget(state.ad),
      hidesPhone: true,
    }),
    { lifecycle: app.vehicles, store: app.photoStore, authorize },
  );

  await app.register(reportRoute, {
    adsPath: ITEM_PREFIX,
    isListed: async (id) => !!(await repository.lookup(id))?.ad,
    moderation: app.moderation,
    limits,
  });
};

export default items;

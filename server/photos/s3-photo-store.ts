import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { contentTypeOf, isStoredName, type PhotoStore } from './photo-store';

/** Credentials come from the standard AWS variables. */
export function createS3PhotoStore(config: S3Config, client?: S3Client): PhotoStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    });
  const check = (name: string) => {
    if (!isStoredName(name)) throw new Error('Bad photo name');
    return name;
  };
  const base = config.publicBaseUrl?.replace(/\/+$/, '');
  return {
    publicUrl: base ? (name) => `${base}/${check(name)}` : null,
    async put(name, data) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: check(name),
          Body: data,
          ContentType: contentTypeOf(name),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const out = await s3.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: check(name) }),
        );
        if (!(out.Body instanceof Readable)) return null;
        return { body: out.Body, size: out.ContentLength ?? null };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
        if (status?.httpStatusCode === 404 || (error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: check(name) }));
    },
    async probe() {
      // A name no photo can have, so nothing that lists photos mistakes it for one.
      const Key = `.probe-${randomBytes(4).toString('hex')}`;
      await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key, Body: 'ok' }));
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { name: item.Key, modified: item.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

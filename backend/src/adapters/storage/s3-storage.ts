import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import { SAFE_KEY, SNIFF_BYTES, sniffContentType } from './image-types';
import { DEFAULT_UPLOAD_EXPIRY_SECONDS, type Storage, type UploadedObjectCheck } from './storage';

export type S3StorageConfig = Pick<
  Config,
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_BASE_URL'
  | 'S3_FORCE_PATH_STYLE'
>;

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when STORAGE_DRIVER=s3`);
  return value;
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, NCP Object Storage, MinIO). The browser PUTs
 * straight to the bucket with a presigned URL; the bucket needs CORS for PUT from the shop's
 * origin and public read (or a CDN) under S3_PUBLIC_BASE_URL.
 */
export function createS3Storage(config: S3StorageConfig, options: { now?: () => Date } = {}): Storage {
  const now = options.now ?? (() => new Date());
  const bucket = required(config.S3_BUCKET, 'S3_BUCKET');
  const publicBase = required(config.S3_PUBLIC_BASE_URL, 'S3_PUBLIC_BASE_URL').replace(/\/+$/, '');
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: required(config.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: required(config.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    },
    // With the SDK's default (WHEN_SUPPORTED) a presigned PutObject carries the CRC32 of an EMPTY
    // body, so S3 refuses every real upload (aws-sdk-js-v3#6810). Ranged reads carry no checksum either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  async function verifyUploadedImage(
    key: string,
    expected: { contentType: string; maxBytes: number },
  ): Promise<UploadedObjectCheck> {
    let size: number;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      size = head.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) return { ok: false, reason: 'missing' };
      throw err;
    }
    // A presigned PUT cannot cap the size, so an oversize object is only caught here.
    if (size > expected.maxBytes) {
      await remove(key);
      return { ok: false, reason: 'too-large' };
    }
    const head =
      size === 0
        ? new Uint8Array()
        : await client
            .send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }))
            .then((object) => object.Body?.transformToByteArray() ?? new Uint8Array());
    if ((await sniffContentType(head)) !== expected.contentType) {
      await remove(key);
      return { ok: false, reason: 'wrong-type' };
    }
    return { ok: true, byteSize: size };
  }

  return {
    async presignUpload({ key, contentType, expiresInSeconds = DEFAULT_UPLOAD_EXPIRY_SECONDS }) {
      const signingDate = now();
      const uploadUrl = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        // Signing content-type makes S3 refuse a PUT with any other Content-Type header.
        { expiresIn: expiresInSeconds, signingDate, signableHeaders: new Set(['content-type']) },
      );
      // SigV4 dates have whole seconds; the URL stops working that many seconds after them.
      const signedAt = Math.floor(signingDate.getTime() / 1000) * 1000;
      return { uploadUrl, url: `${publicBase}/${key}`, expiresAt: new Date(signedAt + expiresInSeconds * 1000) };
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    keyFromUrl(url) {
      const prefix = `${publicBase}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return SAFE_KEY.test(key) ? key : null;
    },
    verifyUploadedImage,
    async readObject(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async writeObject(key, body, contentType) {
      // Keys are never reused for other content, so caches may keep the files for good.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
      );
    },
    // S3 answers 204 for a key that is not there.
    deleteObject: async (key) => void (await remove(key)),
  };
}

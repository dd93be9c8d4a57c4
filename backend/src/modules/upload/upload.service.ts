import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage, UploadedObjectCheck } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { AppError, badUserInput, rateLimited, unauthenticated } from '../../../../domain/errors/errors';
import { User } from '../account/user.entity';
import type { Viewer } from '../account/session.service';
import { formatByteLimit, newUploadKey, parseUploadName, UPLOAD_URL_TTL_SECONDS, UPLOADS_PER_HOUR } from '../../../../domain/upload/upload-policy';
import { Upload } from './upload.entity';
import { NOT_OWN_PHOTO_MESSAGE } from '../../../../domain/upload/upload-messages';

/** The GraphQL `Upload` object. */
export interface UploadGrant {
  uploadUrl: string;
  url: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;
// Namespace for pg_advisory_xact_lock(int, int): one lock per member serialises their grants, so
// parallel requests cannot all slip under the hourly cap. ('upld' in ASCII.)
const UPLOAD_LOCK_NAMESPACE = 0x75706c64;

async function enforceHourlyCap(em: EntityManager, userId: number, now: Date): Promise<void> {
  const recent = await em.find(
    Upload,
    { user: userId, createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } },
    { fields: ['createdAt'], orderBy: { createdAt: 'desc' }, limit: UPLOADS_PER_HOUR },
  );
  const oldest = recent[UPLOADS_PER_HOUR - 1];
  if (!oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw rateLimited(
    `사진은 1시간에 ${UPLOADS_PER_HOUR}장까지 올릴 수 있어요. ${Math.ceil(retryAfterSeconds / 60)}분 후에 다시 시도해 주세요.`,
    retryAfterSeconds,
  );
}

/**
 * `upload(name)`: records who may upload which file and hands out a signed URL for it. The key is
 * ours, the type comes from the name's extension, and the bytes are checked when they arrive
 * (local driver) or when a review first uses them (S3, see requireOwnedImages).
 */
export async function requestUpload(
  em: EntityManager,
  storage: Storage,
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>,
  viewer: Viewer | null,
  name: string,
  now: Date = new Date(),
): Promise<UploadGrant> {
  if (!viewer) throw unauthenticated('사진을 올리려면 로그인해 주세요.');
  const { originalName, extension, contentType } = parseUploadName(name);
  const maxBytes = config.UPLOAD_MAX_BYTES;
  const key = newUploadKey(extension, now);
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?, ?)', [UPLOAD_LOCK_NAMESPACE, viewer.userId]);
    await enforceHourlyCap(tx, viewer.userId, now);
    const signed = await storage.presignUpload({ key, contentType, maxBytes, expiresInSeconds: UPLOAD_URL_TTL_SECONDS });
    tx.create(Upload, {
      user: tx.getReference(User, viewer.userId),
      key,
      originalName,
      contentType,
      expiresAt: signed.expiresAt,
      createdAt: now,
    });
    await tx.flush();
    return { ...signed, contentType, maxBytes };
  });
}

/**
 * The Upload row behind an image URL, if `userId` uploaded it; null for anyone else's file, for
 * addresses that are not ours and for keys nobody was granted. Reviews check their images with it.
 */
export async function findOwnedUpload(
  em: EntityManager,
  storage: Storage,
  userId: number,
  url: string,
): Promise<Upload | null> {
  const key = storage.keyFromUrl(url);
  if (!key) return null;
  return em.findOne(Upload, { key, user: userId });
}

const REFUSALS: Record<Exclude<UploadedObjectCheck, { ok: true }>['reason'], (maxBytes: number) => string> = {
  missing: () => '업로드가 끝나지 않은 사진이 있어요. 사진을 다시 올려 주세요.',
  'too-large': (maxBytes) => `사진 용량이 너무 커요. ${formatByteLimit(maxBytes)} 이하의 사진을 다시 올려 주세요.`,
  'wrong-type': () => '사진 파일이 아니거나 손상된 파일이 있어요. 사진을 다시 올려 주세요.',
};

/**
 * For mutations that take image URLs (reviews): every URL must be an upload of `userId` whose
 * bytes are stored and really are the signed image type. Uploads not yet checked (a presigned S3
 * PUT checks nothing) are checked here once and marked completed. Refuses with BAD_USER_INPUT on
 * `field`; returns the rows in the order of `urls`, duplicates removed.
 */
export async function requireOwnedImages(
  em: EntityManager,
  storage: Storage,
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>,
  userId: number,
  urls: readonly string[],
  options: { field?: string; now?: Date; log?: Logger } = {},
): Promise<Upload[]> {
  const field = options.field ?? 'images';
  const uploads: Upload[] = [];
  for (const url of new Set(urls)) {
    const upload = await findOwnedUpload(em, storage, userId, url);
    if (!upload) throw badUserInput(NOT_OWN_PHOTO_MESSAGE, field);
    if (!upload.completedAt) {
      let check: UploadedObjectCheck;
      try {
        check = await storage.verifyUploadedImage(upload.key, {
          contentType: upload.contentType,
          maxBytes: config.UPLOAD_MAX_BYTES,
        });
      } catch (err) {
        options.log?.error({ err, key: upload.key }, 'checking an uploaded image failed');
        throw new AppError('EXTERNAL_SERVICE_ERROR', '사진 저장소에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
      }
      if (!check.ok) throw badUserInput(REFUSALS[check.reason](config.UPLOAD_MAX_BYTES), field);
      upload.byteSize = check.byteSize;
      upload.completedAt = options.now ?? new Date();
    }
    uploads.push(upload);
  }
  await em.flush();
  return uploads;
}

/** The row a local PUT writes to, by its key. */
export function findUploadByKey(em: EntityManager, key: string): Promise<Upload | null> {
  return em.findOne(Upload, { key });
}

/**
 * Marks a local upload as stored. Conditional on it not being completed yet, so that of two
 * racing PUTs exactly one wins; returns whether this call did.
 */
export async function markUploadCompleted(
  em: EntityManager,
  uploadId: number,
  byteSize: number,
  now: Date = new Date(),
): Promise<boolean> {
  const changed = await em.nativeUpdate(Upload, { id: uploadId, completedAt: null }, { completedAt: now, byteSize });
  return changed === 1;
}

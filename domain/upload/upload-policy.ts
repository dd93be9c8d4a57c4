/*
 * Upload rules over plain values, shared by upload.service.ts and the mocked API (docs/decisions/0012),
 * so it imports no ORM and no Node built-in: keys use the Web Crypto global both runtimes have.
 */

import { z } from 'zod';
import { CANONICAL_EXTENSIONS, IMAGE_CONTENT_TYPES } from './image-types';
import { badUserInput } from '../errors/errors';

/** Grants per member in any rolling hour; a review takes at most five photos, so this leaves room for retries. */
export const UPLOADS_PER_HOUR = 30;
/** What the SDL promises for `uploadUrl`. */
export const UPLOAD_URL_TTL_SECONDS = 600;
/** The `originalName` column is varchar(255). */
const ORIGINAL_NAME_MAX = 255;

const ALLOWED_LIST = 'JPG, PNG, WEBP, GIF';

export interface UploadName {
  /** The member's file name without folders, shortened to fit the column; for support only. */
  originalName: string;
  /** The extension the stored key gets (jpeg becomes jpg). */
  extension: string;
  contentType: string;
}

const nameSchema = z
  .string()
  .trim()
  .min(1, { message: '파일 이름이 비어 있어요. 사진을 다시 선택해 주세요.' })
  .max(1000, { message: '파일 이름이 너무 길어요. 이름을 줄인 뒤 다시 선택해 주세요.' });

function shorten(name: string, extension: string): string {
  if (name.length <= ORIGINAL_NAME_MAX) return name;
  return `${name.slice(0, ORIGINAL_NAME_MAX - extension.length - 1)}.${extension}`;
}

/** Checks the member's file name and picks the upload's type from its extension. */
export function parseUploadName(raw: string): UploadName {
  const parsed = nameSchema.safeParse(raw);
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]?.message ?? '파일 이름을 확인해 주세요.', 'name');
  // Browsers send bare names, but some old ones send `C:\fakepath\IMG_0001.JPG`; control characters are noise.
  // eslint-disable-next-line no-control-regex
  const base = (parsed.data.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const extension = /\.([^.\s]+)$/.exec(base)?.[1]?.toLowerCase();
  if (!base || !extension) {
    throw badUserInput(`사진 파일의 확장자를 알 수 없어요. ${ALLOWED_LIST} 사진을 선택해 주세요.`, 'name');
  }
  if (extension === 'heic' || extension === 'heif') {
    throw badUserInput(
      'HEIC 사진은 올릴 수 없어요. 아이폰의 설정 > 카메라 > 포맷에서 ‘높은 호환성’을 고르거나 JPG로 바꿔서 올려 주세요.',
      'name',
    );
  }
  const contentType = IMAGE_CONTENT_TYPES[extension];
  const canonical = CANONICAL_EXTENSIONS[extension];
  if (!contentType || !canonical) {
    throw badUserInput(`사진은 ${ALLOWED_LIST} 파일만 올릴 수 있어요. (선택한 파일: .${extension})`, 'name');
  }
  return { originalName: shorten(base, extension), extension: canonical, contentType };
}

const seoulMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' });

/**
 * A fresh key such as `images/2026/11/<uuid>.jpg`. Never derived from the member's file name:
 * names leak personal details and may carry path tricks. Folders by month (Korean time) keep
 * listings and lifecycle rules manageable.
 */
export function newUploadKey(extension: string, now: Date): string {
  const parts = seoulMonth.formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `images/${year}/${month}/${crypto.randomUUID()}.${extension}`;
}

/** `10MB`, `1.5MB` or `500KB`, for sentences about the size limit. */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))}MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))}KB`;
}

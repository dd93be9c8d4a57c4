// Review photo uploads without storage: `upload` hands out an address under /mock-uploads/ that
// the MSW handlers accept (PUT) and serve back (GET) from memory.
import { parseUploadName, UPLOAD_URL_TTL_SECONDS } from '../../domain/upload/upload-policy';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import type { StoreMember } from './types';

export const MOCK_UPLOAD_PATH = '/mock-uploads/';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

let uploads = 0;

export function uploadTarget(db: MockDb, viewer: StoreMember | null, name: string, origin: string) {
  const member = requireViewer(viewer);
  // The backend's own rule and sentences: HEIC gets the iPhone camera tip, other types the list.
  const { extension, contentType } = parseUploadName(name);
  uploads += 1;
  const key = `${member.id}-${Date.now().toString(36)}-${uploads}.${extension}`;
  const url = `${origin}${MOCK_UPLOAD_PATH}${key}`;
  const expiresAt = db.fromNow(UPLOAD_URL_TTL_SECONDS * 1000);
  return { uploadUrl: `${url}?expires=${encodeURIComponent(expiresAt)}`, url, contentType, maxBytes: UPLOAD_MAX_BYTES, expiresAt };
}

/** The shape of the keys `uploadTarget` hands out: `<member id>-<time>-<n>.<extension>`. */
export function isMockUploadKey(key: string): boolean {
  return /^\d+-[0-9a-z]+-\d+\.[a-z]+$/.test(key);
}

/** What a handed-out upload shows once the page that held its bytes was reloaded. */
export const RELOADED_UPLOAD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#e5e7eb"/><text x="300" y="310" font-size="32" text-anchor="middle" fill="#374151">올린 사진 (모의 API)</text></svg>';

/** Whether `url` is a photo `userId` was handed an address for (the key starts with the member's id). */
export function isOwnUpload(userId: number, url: string): boolean {
  const at = url.indexOf(MOCK_UPLOAD_PATH);
  return at >= 0 && url.slice(at + MOCK_UPLOAD_PATH.length).startsWith(`${userId}-`);
}

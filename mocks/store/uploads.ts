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

/** Whether `url` is a photo `userId` was handed an address for (the key starts with the member's id). */
export function isOwnUpload(userId: number, url: string): boolean {
  const at = url.indexOf(MOCK_UPLOAD_PATH);
  return at >= 0 && url.slice(at + MOCK_UPLOAD_PATH.length).startsWith(`${userId}-`);
}

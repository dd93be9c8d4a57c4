// Review photo uploads without storage: `upload` hands out an address under /mock-uploads/ that
// the MSW handlers accept (PUT) and serve back (GET) from memory.
import { badUserInput } from '../../backend/src/graphql/errors';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import type { StoreMember } from './types';

export const MOCK_UPLOAD_PATH = '/mock-uploads/';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

let uploads = 0;

export function uploadTarget(db: MockDb, viewer: StoreMember | null, name: string, origin: string) {
  const member = requireViewer(viewer);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';
  const contentType = CONTENT_TYPES[extension];
  if (!contentType) throw badUserInput('jpg, png, webp, gif 사진만 올릴 수 있습니다.', 'name');
  uploads += 1;
  const key = `${member.id}-${Date.now().toString(36)}-${uploads}.${extension}`;
  const url = `${origin}${MOCK_UPLOAD_PATH}${key}`;
  const expiresAt = db.fromNow(UPLOAD_WINDOW_MS);
  return { uploadUrl: `${url}?expires=${encodeURIComponent(expiresAt)}`, url, contentType, maxBytes: UPLOAD_MAX_BYTES, expiresAt };
}

/** Whether `url` is a photo `userId` was handed an address for (the key starts with the member's id). */
export function isOwnUpload(userId: number, url: string): boolean {
  const at = url.indexOf(MOCK_UPLOAD_PATH);
  return at >= 0 && url.slice(at + MOCK_UPLOAD_PATH.length).startsWith(`${userId}-`);
}

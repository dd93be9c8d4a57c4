import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_CONTENT_TYPES } from '../../../../domain/upload/image-types';

/** file-type needs at most this many leading bytes to recognise any format it knows. */
export const SNIFF_BYTES = 4100;

// An animated PNG is still a PNG to every browser that shows the file.
const SNIFFED_ALIASES: Readonly<Record<string, string>> = { 'image/apng': 'image/png' };

/** The image type of a stored key, from its extension; undefined for anything not on the list. */
export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0) return undefined;
  return IMAGE_CONTENT_TYPES[key.slice(dot + 1).toLowerCase()];
}

// Formats the server makes itself (an image's sizes) but never accepts from a browser.
const SERVER_MADE_TYPES: Readonly<Record<string, string>> = { avif: 'image/avif' };

/** The type a stored key is served with: an upload's, or a server-made size's (AVIF). */
export function servedContentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0) return undefined;
  return contentTypeOfKey(key) ?? SERVER_MADE_TYPES[key.slice(dot + 1).toLowerCase()];
}

/** The media type the bytes really are (from their magic numbers), or undefined when unknown. */
export async function sniffContentType(bytes: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (!detected) return undefined;
  return SNIFFED_ALIASES[detected.mime] ?? detected.mime;
}

/**
 * Keys the server generates: lower-case path segments, one extension, no dots elsewhere. Checking
 * a request path against this makes `..`, encoded separators and hidden files impossible.
 */
export const SAFE_KEY = /^(?:[a-z0-9][a-z0-9_-]*\/){1,6}[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,5}$/;

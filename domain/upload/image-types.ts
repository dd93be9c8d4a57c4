/**
 * Image formats members may upload, by file extension. Browsers on every phone display all of
 * them; HEIC is left out on purpose (see docs/decisions/0010-uploads.md).
 */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The extension a stored key gets, so one format never has two spellings in storage. */
export const CANONICAL_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

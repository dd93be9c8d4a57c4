// A signed upload slot for one review photo.
import type * as T from '../__generated__/types';
import { MOCK_NOW } from './clock';
import { faker, withOverrides } from './random';

export function buildUpload(overrides?: Partial<T.Upload>): T.Upload {
  const key = `reviews/${faker.string.uuid()}.jpg`;
  return withOverrides(
    {
      __typename: 'Upload',
      uploadUrl: `http://localhost:4000/api/uploads/${key}?expires=${MOCK_NOW.getTime() + 600_000}&signature=${faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' })}`,
      url: `/uploads/${key}`,
      contentType: 'image/jpeg',
      maxBytes: 10 * 1024 * 1024,
      expiresAt: new Date(MOCK_NOW.getTime() + 10 * 60_000).toISOString(),
    },
    overrides,
  );
}

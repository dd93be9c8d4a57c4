import type { EntityManager } from '@mikro-orm/postgresql';
import { createSession } from '../../backend/src/modules/account/session.service';
import { Upload } from '../../backend/src/modules/upload/upload.entity';
import type { FakeS3 } from '../../backend/src/adapters/storage/fake-s3-server';
import type { TestApi } from './api';

export const UPLOAD_QUERY = /* GraphQL */ `
  query UploadTarget($name: String!) {
    upload(name: $name) { uploadUrl url contentType maxBytes expiresAt }
  }
`;

export interface UploadGrantBody {
  uploadUrl: string;
  url: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

export const DEMO_MEMBER_ID = 1;
export const ADMIN_ID = 2;

export async function tokenFor(api: TestApi, userId: number): Promise<string> {
  return (await createSession(api.orm.em.fork(), userId)).token;
}

export async function requestUpload(api: TestApi, token: string | undefined, name: string) {
  return api.gql<{ upload: UploadGrantBody }>(UPLOAD_QUERY, { name }, token ? { token } : {});
}

export async function grant(api: TestApi, token: string, name = 'photo.png'): Promise<UploadGrantBody> {
  const result = await requestUpload(api, token, name);
  if (!result.data?.upload) throw new Error(`upload(${name}) failed: ${JSON.stringify(result.errors)}`);
  return result.data.upload;
}

/**
 * The local driver signs URLs for PUBLIC_BASE_URL, which the test server does not listen on; the
 * path and query (what is signed) are kept and sent to the test server instead.
 */
export function onTestServer(api: TestApi, url: string): string {
  const parsed = new URL(url);
  return `${api.url}${parsed.pathname}${parsed.search}`;
}

export function putBytes(url: string, body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, contentType: string) {
  return fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export const keyOf = (url: string) => new URL(url).pathname.replace(/^\/uploads\//, '');

export function uploadRows(em: EntityManager, userId?: number) {
  return em.fork().find(Upload, userId === undefined ? {} : { user: userId }, { orderBy: { id: 'asc' } });
}

/** The settings that point the API's S3 storage at the fake S3 server (path-style, public reads). */
export function fakeS3Env(fake: FakeS3): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: fake.url,
    S3_REGION: fake.region,
    S3_BUCKET: fake.bucket,
    S3_ACCESS_KEY_ID: fake.accessKeyId,
    S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    S3_PUBLIC_BASE_URL: `${fake.url}/${fake.bucket}`,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

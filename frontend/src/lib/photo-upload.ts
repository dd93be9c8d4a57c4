import { UploadTargetDocument } from './__generated__/graphql';
import { ApiError, request } from './graphql-client';
const PUT_FAILED_MESSAGE = '사진을 올리지 못했어요. 잠시 후 다시 시도해 주세요.';

/** `10MB` or `500KB`, as the size sentence says it. */
function byteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))}MB` : `${Math.max(1, Math.floor(bytes / 1024))}KB`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `사진 한 장은 ${byteLimit(maxBytes)}까지 올릴 수 있어요. 더 작은 사진을 골라 주세요.`;
}

/** What the storage said when it refused the bytes: its own message when it sent one. */
function refusalOf(xhr: XMLHttpRequest): string {
  const text = xhr.responseText.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // A bucket answers in XML and the local route in plain text; plain Korean text is shown as is.
  }
  return /[가-힣]/.test(text) && text.length < 200 ? text : PUT_FAILED_MESSAGE;
}

/** XHR rather than fetch: only XHR reports upload progress, which a slow campus network needs. */
function put(uploadUrl: string, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    // A presigned URL signs the Content-Type: the PUT must send exactly the one the server chose.
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(refusalOf(xhr), { status: xhr.status }));
    });
    xhr.addEventListener('error', () => reject(new ApiError(PUT_FAILED_MESSAGE)));
    xhr.addEventListener('abort', () => reject(new ApiError(PUT_FAILED_MESSAGE)));
    xhr.send(file);
  });
}

/**
 * schema/upload.graphql: ask for a signed address for the file's name (the server refuses HEIC and
 * other types with its own advice), PUT the bytes there, and keep the public URL for the mutation
 * that uses it (a review's photos, a product's images).
 */
export async function uploadPhoto(file: File, onProgress: (percent: number) => void, field = 'images'): Promise<string> {
  const { upload } = await request(UploadTargetDocument, { name: file.name });
  if (file.size > upload.maxBytes) throw new ApiError(tooLargeMessage(upload.maxBytes), { extensions: { field } });
  await put(upload.uploadUrl, file, upload.contentType, onProgress);
  onProgress(100);
  return upload.url;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadUrlClaims {
  method: 'PUT';
  key: string;
  contentType: string;
  /** Unix seconds after which the URL stops working. */
  expires: number;
}

// AUTH_SECRET also signs other things (social sign-up tickets); a purpose-bound sub-key keeps a
// signature made for one purpose from ever being valid for another.
function uploadSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('campus-shop/local-upload-url/v1').digest();
}

export function signUploadUrl(secret: string, claims: UploadUrlClaims): string {
  // Newline-separated fields: none of them can contain a newline, so no two claims sign alike.
  const payload = [claims.method, claims.key, claims.contentType, String(claims.expires)].join('\n');
  return createHmac('sha256', uploadSigningKey(secret)).update(payload).digest('hex');
}

export type UploadUrlVerdict = 'valid' | 'bad-signature' | 'expired';

/** The signature is checked before the expiry so that a forged URL never learns whether it was fresh. */
export function verifyUploadUrl(
  secret: string,
  claims: Omit<UploadUrlClaims, 'expires'> & { expires: string | null },
  signature: string | null,
  now: Date,
): UploadUrlVerdict {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature) || !claims.expires || !/^\d{1,12}$/.test(claims.expires)) {
    return 'bad-signature';
  }
  const expires = Number(claims.expires);
  const expected = Buffer.from(signUploadUrl(secret, { ...claims, expires }), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad-signature';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

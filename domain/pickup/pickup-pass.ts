/*
 * The pickup pass (docs/decisions/0067-pickup-day.md): the QR code a member shows on pickup day.
 * It carries only the order id and an HMAC-SHA256 signature over the tenant and the order, made
 * with a server secret, so staff's phone can trust a scanned code without trusting the member's
 * screen, and a code from another shop (or an edited order id) fails the check. Web Crypto is
 * used because the same module runs in Node (the API) and in the browser (the mocked API).
 */

/** What every pass starts with; a version bump would change it. */
const PICKUP_PASS_PREFIX = 'PK1';

const PASS_PATTERN = /^PK1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

function signedText(universityId: number, orderId: number): string {
  return `pickup-pass:v1:${universityId}:${orderId}`;
}

export function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();

export function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The signed code for one order of one tenant. */
export async function signPickupPass(secret: string, universityId: number, orderId: number): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(signedText(universityId, orderId)));
  return `${PICKUP_PASS_PREFIX}.${orderId}.${base64Url(signature)}`;
}

/** Whether `text` has the shape of a pass (a scanner's input), before checking its signature. */
export function looksLikePickupPass(text: string): boolean {
  return PASS_PATTERN.test(text.trim());
}

/**
 * The order id a genuine pass of this tenant names, or null for anything else (a forged or edited
 * code, another shop's pass, garbage). The comparison is Web Crypto's own (constant time).
 */
export async function verifyPickupPass(secret: string, universityId: number, code: string): Promise<number | null> {
  const match = PASS_PATTERN.exec(code.trim());
  if (!match) return null;
  const orderId = Number(match[1]);
  const key = await hmacKey(secret, 'verify');
  const ok = await crypto.subtle.verify('HMAC', key, fromBase64Url(match[2]!), encoder.encode(signedText(universityId, orderId)));
  return ok ? orderId : null;
}

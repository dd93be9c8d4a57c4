import { base64Url, fromBase64Url, hmacKey } from '../pickup/pickup-pass';

/*
 * The waiting room's two signed strings (ADR 0073), made like the pickup pass (ADR 0067): claims
 * in the clear, an HMAC-SHA256 over them with WAITING_ROOM_SECRET, so any instance checks one
 * without a database read.
 * - The ticket (WRT1) names the member's queue row: the poll reads it against the in-memory
 *   snapshot. It does not expire: the row is the member's place, on any device.
 * - The admission (WRA1) says this member may order this product until `exp`: placeOrder checks
 *   it statelessly. A held-stock claim (next step) can ride on it as one more claim.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const TOKEN = /^(WRT1|WRA1)\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

export interface TicketClaims {
  universityId: number;
  productId: number;
  memberId: number;
  entryId: number;
}

export interface AdmissionClaims {
  universityId: number;
  productId: number;
  memberId: number;
  /** When the admission ends. */
  expiresAt: Date;
}

async function sign(secret: string, kind: 'WRT1' | 'WRA1', claims: readonly number[]): Promise<string> {
  const body = base64Url(encoder.encode(claims.join('.')).buffer);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${kind}.${body}`));
  return `${kind}.${body}.${base64Url(signature)}`;
}

async function verify(secret: string, kind: 'WRT1' | 'WRA1', token: string, arity: number): Promise<number[] | null> {
  const match = TOKEN.exec(token.trim());
  if (!match || match[1] !== kind) return null;
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), fromBase64Url(match[3]!), encoder.encode(`${kind}.${match[2]}`));
  if (!ok) return null;
  const parts = decoder.decode(fromBase64Url(match[2]!)).split('.').map(Number);
  return parts.length === arity && parts.every((part) => Number.isSafeInteger(part) && part >= 0) ? parts : null;
}

export function signTicket(secret: string, claims: TicketClaims): Promise<string> {
  return sign(secret, 'WRT1', [claims.universityId, claims.productId, claims.memberId, claims.entryId]);
}

/** The claims of a genuine ticket, or null for anything else. */
export async function verifyTicket(secret: string, token: string): Promise<TicketClaims | null> {
  const parts = await verify(secret, 'WRT1', token, 4);
  if (!parts) return null;
  const [universityId, productId, memberId, entryId] = parts as [number, number, number, number];
  return { universityId, productId, memberId, entryId };
}

export function signAdmission(secret: string, claims: AdmissionClaims): Promise<string> {
  return sign(secret, 'WRA1', [claims.universityId, claims.productId, claims.memberId, Math.floor(claims.expiresAt.getTime() / 1000)]);
}

/** The claims of a genuine admission token (expired or not), or null for anything else. */
export async function verifyAdmission(secret: string, token: string): Promise<AdmissionClaims | null> {
  const parts = await verify(secret, 'WRA1', token, 4);
  if (!parts) return null;
  const [universityId, productId, memberId, exp] = parts as [number, number, number, number];
  return { universityId, productId, memberId, expiresAt: new Date(exp * 1000) };
}

/**
 * Whether one of `tokens` admits this member to this product now. Forged, foreign, other
 * members' and expired tokens are all simply not admissions.
 */
export async function hasAdmission(
  secret: string,
  tokens: readonly string[],
  want: { universityId: number; productId: number; memberId: number; now: Date },
): Promise<boolean> {
  for (const token of tokens) {
    const claims = await verifyAdmission(secret, token);
    if (
      claims &&
      claims.universityId === want.universityId &&
      claims.productId === want.productId &&
      claims.memberId === want.memberId &&
      claims.expiresAt > want.now
    ) {
      return true;
    }
  }
  return false;
}

/*
 * The admissions a member got from waiting rooms (ADR 0073), kept in this tab's sessionStorage until
 * they expire, so the checkout can hand them to placeOrder (PlaceOrderInput.waitingRoomPasses)
 * whichever screen the member came through. The server checks them; this only carries them.
 */

const KEY = 'waiting-room-passes';

interface StoredPass {
  productId: number;
  token: string;
  expiresAt: string;
}

function read(): StoredPass[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredPass[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the admission for a product, replacing an older one. */
export function keepAdmissionPass(pass: StoredPass): void {
  const kept = read().filter((row) => row.productId !== pass.productId && Date.parse(row.expiresAt) > Date.now());
  sessionStorage.setItem(KEY, JSON.stringify([...kept, pass]));
}

/** The admissions not yet expired, for placeOrder. */
export function admissionPasses(): string[] {
  return read()
    .filter((row) => Date.parse(row.expiresAt) > Date.now())
    .map((row) => row.token);
}

/** The products whose admissions this tab keeps (for the way back to their waiting rooms). */
export function admittedProductIds(): number[] {
  return [...new Set(read().map((row) => row.productId))];
}

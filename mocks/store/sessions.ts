// Mock bearer tokens are predictable on purpose: a page reload starts a fresh store, and a member
// who signed in before the reload should still be signed in afterwards (the token in the browser
// names the member again). Logout and password changes still revoke them within one store.

const PREFIX = 'mock-session-';

export function sessionTokenFor(memberId: number): string {
  return `${PREFIX}${memberId}`;
}

/** A fresh token after a password change: the old one stops working, so it must differ. */
export function rotatedSessionTokenFor(memberId: number, generation: number): string {
  return `${PREFIX}${memberId}-${generation}`;
}


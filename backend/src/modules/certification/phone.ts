// The number rule itself lives in domain/certification/phone.ts, shared with the mocked API.

/** For logs: enough to tell numbers apart, not enough to call one. */
export function maskTel(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, 5)}****${e164.slice(-4)}` : '****';
}

/**
 * The certification's two deadlines on this device's clock. The server's clock may differ from
 * the phone's (and the mocked API runs at its scenario's instant), so the answer's absolute times
 * are never compared with `Date.now()`. The contract fixes the resend wait at 60 seconds after
 * sending, which tells when the server sent the code; the code's lifetime is measured from there
 * and started again from the moment the answer arrived here.
 */
export const RESEND_INTERVAL_MS = 60 * 1000;

export interface CertifyTelAnswer {
  expiresAt: string;
  resendAvailableAt: string;
}

export interface CertificationDeadlines {
  /** When the code stops working, in this device's milliseconds. */
  expiresAt: number;
  /** When another code may be asked for. */
  resendAt: number;
}

export function certificationDeadlines(answer: CertifyTelAnswer, receivedAt: number): CertificationDeadlines {
  const sentAt = Date.parse(answer.resendAvailableAt) - RESEND_INTERVAL_MS;
  const lifetime = Date.parse(answer.expiresAt) - sentAt;
  return {
    expiresAt: receivedAt + (Number.isFinite(lifetime) ? Math.max(0, lifetime) : 0),
    resendAt: receivedAt + RESEND_INTERVAL_MS,
  };
}

/** Whole seconds until `deadline`, rounded up so "0:00" shows only once time is really up. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 179 → "2:59", as Korean sign-up forms show the code's remaining time. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

import { describe, expect, it } from 'vitest';
import { certificationDeadlines, formatMinutesSeconds, secondsUntil } from './certification-clock';

describe('certification deadlines', () => {
  it('gives three minutes and a sixty-second resend wait from the moment the answer arrives, whatever the server clock says', () => {
    // The server's clock runs a year and a bit behind this device's.
    const answer = { expiresAt: '2025-09-01T01:03:00.000Z', resendAvailableAt: '2025-09-01T01:01:00.000Z' };
    const receivedAt = Date.parse('2026-11-21T09:00:00.000Z');
    const deadlines = certificationDeadlines(answer, receivedAt);
    expect(deadlines.expiresAt - receivedAt).toBe(180_000);
    expect(deadlines.resendAt - receivedAt).toBe(60_000);
  });

  it('follows a server that gives codes a different lifetime', () => {
    const answer = { expiresAt: '2026-01-01T00:05:00.000Z', resendAvailableAt: '2026-01-01T00:01:00.000Z' };
    expect(certificationDeadlines(answer, 1_000).expiresAt).toBe(1_000 + 300_000);
  });

  it('treats an unreadable answer as an already expired code rather than a code that never expires', () => {
    const deadlines = certificationDeadlines({ expiresAt: 'soon', resendAvailableAt: 'later' }, 5_000);
    expect(deadlines.expiresAt).toBe(5_000);
  });
});

describe('remaining time', () => {
  it('counts whole seconds up and never below zero', () => {
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });

  it('prints minutes and two-digit seconds', () => {
    expect(formatMinutesSeconds(180)).toBe('3:00');
    expect(formatMinutesSeconds(179)).toBe('2:59');
    expect(formatMinutesSeconds(5)).toBe('0:05');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
  });
});

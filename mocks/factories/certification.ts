// Phone certification and availability answers, with the timings of docs/product-rules.md#phone-certification (3-minute codes,
// 60 s between sends, 10-minute tokens).
import type * as T from '../__generated__/types';
import { MOCK_NOW } from './clock';
import { koreanMobile } from './korean';
import { hex, withOverrides } from './random';

const after = (ms: number) => new Date(MOCK_NOW.getTime() + ms).toISOString();

/** Available by default; pass `available: false` for the Korean reason. */
export function buildAvailability(overrides?: Partial<T.Availability>): T.Availability {
  const available = overrides?.available ?? true;
  return withOverrides(
    { __typename: 'Availability', available, message: available ? null : '이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.' },
    overrides,
  );
}

export function buildCertifyTelResult(overrides?: Partial<T.CertifyTelResult>): T.CertifyTelResult {
  return withOverrides(
    { __typename: 'CertifyTelResult', expiresAt: after(3 * 60_000), resendAvailableAt: after(60_000) },
    overrides,
  );
}

export function buildCertificationToken(overrides?: Partial<T.CertificationToken>): T.CertificationToken {
  return withOverrides(
    { __typename: 'CertificationToken', token: hex(48), tel: koreanMobile(), expiresAt: after(10 * 60_000) },
    overrides,
  );
}

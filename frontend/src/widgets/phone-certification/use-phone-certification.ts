import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CertifyTelDocument,
  CertifyTelWithTokenDocument,
  CountryDialingCodesDocument,
  type CertificationPurpose,
} from '../../lib/__generated__/graphql';
import { ApiError, errorMessage, request } from '../../lib/graphql-client';
import { queryOptionsFor } from '../../lib/query-options';
import { validateField } from '../../lib/validate-field';
import { certificationDeadlines, secondsUntil, type CertificationDeadlines } from './certification-clock';
import { DEFAULT_DIALING_CODE, splitTel, type LocalTel } from './phone-number';

/** The list of countries changes about never. */
const DIALING_CODES_STALE_MS = 60 * 60 * 1000;

export function countryDialingCodesQueryOptions() {
  return queryOptionsFor(CountryDialingCodesDocument, {}, {
    staleTime: DIALING_CODES_STALE_MS,
    select: (data) => data.countryDialingCodes,
  });
}

export const CERTIFICATION_MESSAGES = {
  telPattern: '휴대폰 번호는 숫자와 -만 입력해 주세요.',
  koreanMobile: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
  codePattern: '문자로 받은 인증번호 6자리 숫자를 입력해 주세요.',
  sent: '인증번호를 보냈어요. 문자로 받은 6자리 숫자를 3분 안에 입력해 주세요.',
  expired: '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.',
  certified: '휴대폰 인증을 완료했어요.',
} as const;

export function telError(countryDialingCode: string, tel: string): string | null {
  const generic = validateField(tel, { required: true, pattern: /^[\d\s-]+$/, patternMessage: CERTIFICATION_MESSAGES.telPattern });
  if (generic) return generic;
  const digits = tel.replace(/[\s-]/g, '');
  if (countryDialingCode === DEFAULT_DIALING_CODE && !/^01[016789]\d{7,8}$/.test(digits)) return CERTIFICATION_MESSAGES.koreanMobile;
  return null;
}

export function codeError(code: string): string | null {
  return validateField(code, { required: true, pattern: /^\d{6}$/, patternMessage: CERTIFICATION_MESSAGES.codePattern });
}

export type CertificationStage =
  | { kind: 'idle' }
  | { kind: 'sent'; deadlines: CertificationDeadlines }
  | { kind: 'certified'; token: string; tel: string };

export interface CertificationResult {
  token: string;
  /** The certified number in E.164. */
  tel: string;
}

/** Ticks once a second while `running`, from the instant the caller last set. */
function useTicker(running: boolean): [number, (now: number) => void] {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [now, setNow];
}

function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = error.extensions.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

interface Options {
  purpose: CertificationPurpose;
  initialTel?: string | undefined;
  onCertified: (result: CertificationResult) => void;
  onReset?: (() => void) | undefined;
}

/**
 * The certification's flow: number → code sent (3-minute code, 60-second resend wait) → code
 * checked → token handed to the parent. Server refusals are shown as the server words them, next
 * to the field they concern; nothing here toasts.
 */
export function usePhoneCertification({ purpose, initialTel, onCertified, onReset }: Options) {
  const dialingCodes = useQuery(countryDialingCodesQueryOptions());
  const knownCodes = dialingCodes.data?.map((row) => row.code) ?? [DEFAULT_DIALING_CODE];
  // Until the member edits it, the number is read from `initialTel` with whatever codes are known,
  // so a foreign number prefills right once the country list arrives.
  const [edited, setEdited] = useState<LocalTel | null>(null);
  const { countryDialingCode, tel } = edited ?? splitTel(initialTel ?? '', knownCodes);
  const [code, setCode] = useState('');
  const [stage, setStage] = useState<CertificationStage>({ kind: 'idle' });
  const [telMessage, setTelMessage] = useState<string | null>(null);
  const [codeMessage, setCodeMessage] = useState<string | null>(null);

  const deadlines = stage.kind === 'sent' ? stage.deadlines : null;
  const [now, setNow] = useTicker(deadlines !== null);
  const secondsLeft = deadlines ? secondsUntil(deadlines.expiresAt, now) : 0;
  const resendIn = deadlines ? secondsUntil(deadlines.resendAt, now) : 0;
  const expired = deadlines !== null && secondsLeft === 0;

  const send = useMutation({
    mutationFn: () => request(CertifyTelDocument, { data: { purpose, countryDialingCode, tel: tel.trim() } }),
    meta: { showError: false },
    onSuccess: ({ certifyTel }) => {
      const receivedAt = Date.now();
      setNow(receivedAt);
      setStage({ kind: 'sent', deadlines: certificationDeadlines(certifyTel, receivedAt) });
      setCode('');
      setCodeMessage(null);
    },
    onError: (error) => {
      setTelMessage(errorMessage(error));
      const wait = retryAfterSeconds(error);
      if (wait !== null && deadlines) {
        const at = Date.now();
        setNow(at);
        setStage({ kind: 'sent', deadlines: { ...deadlines, resendAt: at + wait * 1000 } });
      }
    },
  });

  const verify = useMutation({
    mutationFn: () => request(CertifyTelWithTokenDocument, { data: { purpose, countryDialingCode, tel: tel.trim(), code: code.trim() } }),
    meta: { showError: false },
    onSuccess: ({ certifyTelWithToken }) => {
      setStage({ kind: 'certified', token: certifyTelWithToken.token, tel: certifyTelWithToken.tel });
      setCodeMessage(null);
      setTelMessage(null);
      onCertified({ token: certifyTelWithToken.token, tel: certifyTelWithToken.tel });
    },
    onError: (error) => setCodeMessage(errorMessage(error)),
  });

  /** A new number or country voids whatever was sent or certified for the old one. */
  const restart = () => {
    if (stage.kind === 'certified') onReset?.();
    setStage({ kind: 'idle' });
    setCode('');
    setCodeMessage(null);
  };

  return {
    dialingCodes,
    knownCodes,
    countryDialingCode,
    tel,
    code,
    stage,
    secondsLeft,
    resendIn,
    expired,
    telMessage,
    codeMessage: expired && !codeMessage ? CERTIFICATION_MESSAGES.expired : codeMessage,
    sending: send.isPending,
    verifying: verify.isPending,
    changeCountry: (next: string) => {
      setEdited({ countryDialingCode: next, tel });
      setTelMessage(null);
      if (stage.kind !== 'idle') restart();
    },
    changeTel: (next: string) => {
      setEdited({ countryDialingCode, tel: next });
      setTelMessage(null);
      if (stage.kind !== 'idle') restart();
    },
    changeCode: (next: string) => {
      setCode(next.replace(/\D/g, '').slice(0, 6));
      setCodeMessage(null);
    },
    /** Returns false when the number is refused before asking the server. */
    requestCode: (): boolean => {
      if (send.isPending || resendIn > 0) return true;
      const problem = telError(countryDialingCode, tel);
      setTelMessage(problem);
      if (problem) return false;
      send.mutate();
      return true;
    },
    confirmCode: (): boolean => {
      if (verify.isPending || expired) return true;
      const problem = codeError(code);
      setCodeMessage(problem);
      if (problem) return false;
      verify.mutate();
      return true;
    },
    restart,
  };
}

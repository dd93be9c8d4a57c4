import { useEffect, useId, useImperativeHandle, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { FieldRow } from '../../components/ui/field-row';
import { Select, type SelectOption } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import type { CertificationPurpose } from '../../lib/__generated__/graphql';
import { formatMinutesSeconds } from './certification-clock';
import styles from './phone-certification.module.css';
import { DEFAULT_DIALING_CODE, displayTel } from './phone-number';
import { CERTIFICATION_MESSAGES, usePhoneCertification, type CertificationResult } from './use-phone-certification';

export type { CertificationResult } from './use-phone-certification';

export interface PhoneCertificationHandle {
  /** Moves focus to the step the member has to do next (number, or code once sent). */
  focus: () => void;
}

export interface PhoneCertificationProps {
  purpose: CertificationPurpose;
  /** Called once the code is right, with the one-use token and the number in E.164. */
  onCertified: (result: CertificationResult) => void;
  /** A number to start from (E.164 as stored, or as typed). */
  initialTel?: string;
  /** Called when a certified number is given up (the member changes it); the token is void for the parent. */
  onReset?: () => void;
  /** The parent's complaint, e.g. a sign-up sent before certifying. */
  error?: string | null | undefined;
  /** Defaults to 휴대폰 인증. */
  legend?: string;
  ref?: Ref<PhoneCertificationHandle>;
}

const FALLBACK_CODES: readonly SelectOption[] = [{ value: DEFAULT_DIALING_CODE, label: `대한민국 ${DEFAULT_DIALING_CODE}` }];

/** Enter sends or checks rather than submitting the form around the component (sign-up, reset). */
function onEnter(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    action();
  };
}

/**
 * Phone certification by SMS code for any purpose: sign-up, password reset, a number change.
 * It lives inside the parent's form, so its buttons never submit it.
 */
export function PhoneCertification({ purpose, onCertified, initialTel, onReset, error, legend = '휴대폰 인증', ref }: PhoneCertificationProps) {
  const state = usePhoneCertification({ purpose, initialTel, onCertified, onReset });
  const { stage } = state;
  const baseId = useId();
  const telId = `${baseId}-tel`;
  const codeId = `${baseId}-code`;
  const certified = stage.kind === 'certified';
  const sent = stage.kind === 'sent';

  const focusNext = () => document.getElementById(sent ? codeId : telId)?.focus();
  useImperativeHandle(ref, () => ({ focus: focusNext }));

  // A fresh code means the next thing to do is type it.
  useEffect(() => {
    if (stage.kind === 'sent') document.getElementById(codeId)?.focus();
  }, [stage, codeId]);

  const options =
    state.dialingCodes.data?.map((row): SelectOption => ({ value: row.code, label: `${row.name} ${row.code}` })) ?? FALLBACK_CODES;
  // The button stays short so the number keeps the width a phone needs; the wait is spelled out under it.
  const sendLabel = sent ? '재전송' : '인증번호 받기';
  const resendHint = sent && state.resendIn > 0 ? `${state.resendIn}초 후에 인증번호를 다시 받을 수 있어요.` : undefined;
  const requestCode = () => {
    if (!state.requestCode()) document.getElementById(telId)?.focus();
  };
  const confirmCode = () => {
    if (!state.confirmCode()) document.getElementById(codeId)?.focus();
  };

  return (
    <fieldset className={styles.certification}>
      <legend className={styles.legend}>{legend}</legend>
      <Select
        label="국가 번호"
        options={options}
        value={state.countryDialingCode}
        onChange={(event) => state.changeCountry(event.target.value)}
        disabled={certified}
      />
      <FieldRow>
        <TextField
          id={telId}
          label="휴대폰 번호"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="010-1234-5678"
          value={state.tel}
          onChange={(event) => state.changeTel(event.target.value)}
          onKeyDown={onEnter(requestCode)}
          readOnly={certified}
          hint={resendHint}
          error={state.telMessage}
        />
        {!certified && (
          <Button
            variant="secondary"
            onClick={requestCode}
            loading={state.sending}
            loadingLabel="인증번호를 보내는 중"
            disabled={state.resendIn > 0}
          >
            {sendLabel}
          </Button>
        )}
      </FieldRow>

      {sent && (
        <>
          <p className={styles.notice} role="status">
            {CERTIFICATION_MESSAGES.sent}
          </p>
          <FieldRow>
            <TextField
              id={codeId}
              label="인증번호"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6자리 숫자"
              maxLength={6}
              value={state.code}
              onChange={(event) => state.changeCode(event.target.value)}
              onKeyDown={onEnter(confirmCode)}
              disabled={state.expired}
              error={state.codeMessage}
            />
            <Button
                onClick={confirmCode}
              loading={state.verifying}
              loadingLabel="인증번호를 확인하는 중"
              disabled={state.expired}
            >
              확인
            </Button>
          </FieldRow>
          {!state.expired && (
            <p className={styles.timer}>
              남은 시간 <span role="timer">{formatMinutesSeconds(state.secondsLeft)}</span>
            </p>
          )}
        </>
      )}

      {certified && (
        <div className={styles.done}>
          <span role="status">
            {CERTIFICATION_MESSAGES.certified} ({displayTel(stage.tel, state.knownCodes)})
          </span>
          <Button variant="ghost" size="sm" onClick={state.restart}>
            번호 변경
          </Button>
        </div>
      )}
      {error && !certified && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

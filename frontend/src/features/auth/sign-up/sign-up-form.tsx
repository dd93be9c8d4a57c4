import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FieldRow } from '../../../components/ui/field-row';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';
import type { Gender, UserTypeFieldsFragment } from '../../../lib/__generated__/graphql';
import { socialProvider } from '../../../lib/social-providers';
import authStyles from '../auth.module.css';
import { NewPasswordFields } from '../password/new-password-fields';
import { PhoneCertification, type PhoneCertificationHandle } from '../../../widgets/phone-certification/phone-certification';
import type { SocialSignUp } from '../social/sign-up-ticket';
import type { SignUpField } from './sign-up-rules';
import styles from './sign-up.module.css';
import { TermsAgreement } from './terms-agreement';
import { useSignUpForm, type SignUpFormState } from './use-sign-up-form';
import { paths } from '../../../lib/paths';

const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'NOT_SET', label: '선택 안 함' },
  { value: 'FEMALE', label: '여성' },
  { value: 'MALE', label: '남성' },
];

type Ids = Record<Exclude<SignUpField, 'certification'>, string>;

function AccountSection({ form, ids, social }: { form: SignUpFormState; ids: Ids; social: SocialSignUp | null }) {
  const headingId = useId();
  const { values, errors } = form;
  return (
    <section className={authStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={authStyles.sectionTitle}>
        계정 정보
      </h2>
      {social ? (
        <TextField
          id={ids.email}
          label="이메일"
          type="email"
          value={values.email}
          readOnly
          hint={`${socialProvider(social.provider).name} 계정의 이메일로 가입해요. 비밀번호 없이 ${socialProvider(social.provider).name}로 로그인해요.`}
          error={errors.email}
        />
      ) : (
        <>
          <FieldRow>
            <TextField
              id={ids.email}
              label="이메일"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => form.set('email', event.target.value)}
              onBlur={form.requestEmailCheck}
              error={errors.email}
              hint={form.emailAvailable ? undefined : '로그인과 주문 안내에 쓰여요.'}
            />
            <Button variant="secondary" onClick={form.requestEmailCheck} loading={form.checkingEmail}>
              중복 확인
            </Button>
          </FieldRow>
          {form.emailAvailable && (
            <p className={authStyles.ok} role="status">
              사용할 수 있는 이메일이에요.
            </p>
          )}
          <NewPasswordFields
            ids={ids}
            values={values}
            errors={errors}
            onChange={(field, value) => form.set(field, value)}
            onBlur={form.touch}
          />
        </>
      )}
    </section>
  );
}

function ProfileSection({ form, ids, userTypes }: { form: SignUpFormState; ids: Ids; userTypes: readonly UserTypeFieldsFragment[] }) {
  const headingId = useId();
  const { values, errors } = form;
  return (
    <section className={authStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={authStyles.sectionTitle}>
        회원 정보
      </h2>
      <TextField
        id={ids.name}
        label="이름"
        autoComplete="name"
        required
        maxLength={20}
        value={values.name}
        onChange={(event) => form.set('name', event.target.value)}
        onBlur={() => form.touch('name')}
        error={errors.name}
      />
      <RadioGroup
        legend="회원 구분"
        name={ids.userTypeId}
        required
        layout="chips"
        options={userTypes.map((type) => ({ value: String(type.id), label: type.content }))}
        value={values.userTypeId === '' ? null : values.userTypeId}
        onChange={(value) => form.set('userTypeId', value)}
        error={errors.userTypeId}
      />
      <div className={styles.years}>
        <TextField
          id={ids.admissionYear}
          label="입학 연도"
          inputMode="numeric"
          placeholder={`예: ${form.thisYear}`}
          maxLength={4}
          value={values.admissionYear}
          onChange={(event) => form.set('admissionYear', event.target.value.replace(/\D/g, ''))}
          onBlur={() => form.touch('admissionYear')}
          hint="재학생은 꼭 입력해 주세요."
          error={errors.admissionYear}
        />
        <TextField
          id={ids.birthYear}
          label="출생 연도 (선택)"
          inputMode="numeric"
          placeholder="예: 2005"
          maxLength={4}
          value={values.birthYear}
          onChange={(event) => form.set('birthYear', event.target.value.replace(/\D/g, ''))}
          onBlur={() => form.touch('birthYear')}
          error={errors.birthYear}
        />
      </div>
      <RadioGroup legend="성별" layout="chips" options={GENDERS} value={values.gender} onChange={(value) => form.set('gender', value)} />
      <TextField
        id={ids.recommendationCode}
        label="추천인 코드 (선택)"
        autoCapitalize="characters"
        maxLength={32}
        value={values.recommendationCode}
        onChange={(event) => form.set('recommendationCode', event.target.value)}
        onBlur={() => form.touch('recommendationCode')}
        hint="친구의 추천인 코드를 넣으면 두 사람 모두 포인트를 받아요."
        error={errors.recommendationCode}
      />
    </section>
  );
}

interface SignUpFormProps {
  userTypes: readonly UserTypeFieldsFragment[];
  social: SocialSignUp | null;
  next: string;
}

/** Sign-up by e-mail and password, or with a social account's verified e-mail and ticket. */
export function SignUpForm({ userTypes, social, next }: SignUpFormProps) {
  const baseId = useId();
  const ids: Ids = {
    email: `${baseId}-email`,
    password: `${baseId}-password`,
    passwordConfirm: `${baseId}-password-confirm`,
    name: `${baseId}-name`,
    userTypeId: `${baseId}-user-type`,
    admissionYear: `${baseId}-admission-year`,
    birthYear: `${baseId}-birth-year`,
    recommendationCode: `${baseId}-recommendation`,
    agreements: `${baseId}-agree-all`,
  };
  const certificationRef = useRef<PhoneCertificationHandle>(null);
  const focusField = (field: SignUpField) => {
    if (field === 'certification') certificationRef.current?.focus();
    else if (field === 'userTypeId') document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(ids.userTypeId)}"]`)?.focus();
    else document.getElementById(ids[field])?.focus();
  };
  const form = useSignUpForm({ userTypes, social, next, focusField });

  return (
    <form className={authStyles.form} noValidate onSubmit={(event) => void form.submit(event)}>
      <AccountSection form={form} ids={ids} social={social} />
      <section className={authStyles.section}>
        <PhoneCertification
          key={form.certificationRound}
          ref={certificationRef}
          purpose="CREATE_ACCOUNT"
          onCertified={form.certify}
          onReset={form.uncertify}
          error={form.errors.certification}
        />
      </section>
      <ProfileSection form={form} ids={ids} userTypes={userTypes} />
      <TermsAgreement
        allId={ids.agreements}
        value={form.values.agreements}
        onChange={(agreements) => form.set('agreements', agreements)}
        error={form.errors.agreements}
      />
      {form.formError && (
        <p className={authStyles.formError} role="alert">
          {form.formError}
        </p>
      )}
      {form.formError && social && (
        <Link href={paths.login({ next })} className={authStyles.textLink}>
          로그인 화면으로 돌아가 다시 시도하기
        </Link>
      )}
      <Button type="submit" size="lg" fullWidth loading={form.submitting} loadingLabel="가입하는 중">
        가입하기
      </Button>
    </form>
  );
}

import { useStore } from 'jotai';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { Gender } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession, type SessionUser } from '../../../lib/session';
import { useUserTypes } from '../../../lib/user-types';
import { showToast } from '../../../lib/toast';
import styles from '../account.module.css';
import { FormFailure } from '../form-failure';
import { formatTel } from '../../../lib/tel';
import { useFormFields } from '../use-form-fields';
import { PROFILE_FIELDS, profileValidator, profileValuesOf, toUpdateUserInput } from './profile-form';
import { useUpdateUser } from './use-profile';
import { paths } from '../../../lib/paths';

const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'FEMALE', label: '여성' },
  { value: 'MALE', label: '남성' },
  { value: 'NOT_SET', label: '선택 안 함' },
];

function UserTypeSelect({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const userTypes = useUserTypes();
  if (userTypes.isError) {
    return (
      <div className={styles.stack}>
        <Select label="회원 유형" options={[]} placeholder="회원 유형" value="" disabled error={errorMessage(userTypes.error)} />
        <Button variant="secondary" size="sm" onClick={() => void userTypes.refetch()}>
          회원 유형 다시 불러오기
        </Button>
      </div>
    );
  }
  return (
    <Select
      label="회원 유형"
      name="userTypeId"
      options={(userTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.content }))}
      placeholder={userTypes.isPending ? '회원 유형을 불러오는 중…' : '회원 유형을 선택해 주세요'}
      disabled={userTypes.isPending}
      value={userTypes.isPending ? '' : value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const store = useStore();
  const validateOne = useMemo(() => profileValidator(user), [user]);
  const form = useFormFields(() => profileValuesOf(user), PROFILE_FIELDS, validateOne);
  const { formRef, values, errors, change, bind } = form;
  const save = useUpdateUser();

  const submit = (event: FormEvent) => {
    if (!form.submitted(event)) return;
    save.mutate(toUpdateUserInput(values), {
      onSuccess: () => showToast('회원 정보를 저장했어요.', store),
      onError: (error) => form.place(error),
    });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <TextField label="이메일" value={user.email} readOnly hint="이메일은 로그인 아이디라 바꿀 수 없어요." />
      <div className={styles.readOnlyRow}>
        <span className={styles.readOnlyLabel}>휴대폰 번호</span>
        <span>{formatTel(user.tel) || '등록된 번호가 없어요'}</span>
        <Link href={paths.phone()} className={styles.inlineLink} aria-label={user.tel ? '휴대폰 번호 변경' : '휴대폰 번호 등록'}>
          {user.tel ? '변경' : '등록'}
        </Link>
      </div>
      <TextField
        label="이름"
        required
        autoComplete="name"
        maxLength={20}
        {...bind('name')}
      />
      <UserTypeSelect value={values.userTypeId} error={errors.userTypeId} onChange={(value) => change('userTypeId', value)} />
      <TextField
        label="입학 연도"
        inputMode="numeric"
        maxLength={4}
        placeholder="예: 2024"
        {...bind('admissionYear')}
      />
      <TextField
        label="출생 연도"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        placeholder="예: 2005"
        {...bind('birthYear')}
      />
      <RadioGroup<Gender> legend="성별" layout="chips" options={GENDERS} value={values.gender} onChange={(gender) => change('gender', gender)} />
      <Checkbox
        label="마케팅 정보 수신 동의 (선택)"
        description="할인, 신상품, 공동구매 소식을 문자와 이메일로 받아요. 언제든 바꿀 수 있어요."
        checked={values.marketing}
        onChange={(event) => change('marketing', event.target.checked)}
      />
      <FormFailure message={form.failure} />
      <Button type="submit" size="lg" fullWidth loading={save.isPending} loadingLabel="저장하는 중">
        저장
      </Button>
    </form>
  );
}

/** `/my/profile`: the member's own details (updateUser); the e-mail is the login id and stays. */
export function ProfilePage() {
  const { user } = useSession();
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

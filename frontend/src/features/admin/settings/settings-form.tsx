import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SETTINGS_LIMITS as L } from '../../../../../domain/content/content-limits';
import { shopSettingsInput } from '../../../../../domain/content/content-input';
import type { StaffShopSettingsFieldsFragment, StaffShopSettingsInput } from '../../../lib/__generated__/graphql';
import { showMessage } from '../../../lib/toast';
import styles from '../content/content.module.css';
import { useUpdateShopSettings } from '../content/use-content';
import { FormFailure } from '../form-failure';
import { fieldErrorsOf, placeRefusal, type FieldErrors } from '../form-errors';
import { ThemePreview } from './theme-preview';

type Values = Omit<StaffShopSettingsInput, 'expectedUpdatedAt'>;
type Field = keyof Values;

const FIELD_NAMES: readonly Field[] = [
  'name', 'shopName', 'siteUrl', 'footerOperator', 'footerAddress', 'defaultTitle', 'titleTemplate', 'socialUrl', 'chatUrl',
  'themeColor', 'businessNumber', 'mailOrderNumber', 'representative', 'csTel', 'csEmail', 'kakaoClientId', 'naverClientId',
  'googleClientId',
];

function valuesOf(settings: StaffShopSettingsFieldsFragment): Record<Field, string> {
  return Object.fromEntries(FIELD_NAMES.map((field) => [field, settings[field] ?? ''])) as Record<Field, string>;
}

interface FieldSpec {
  name: Field;
  label: string;
  hint?: string;
  max?: number;
  type?: 'url' | 'email' | 'tel';
  /** Blank is allowed: the line or button it feeds is hidden. */
  optional?: boolean;
}

const GROUPS: readonly { title: string; fields: readonly FieldSpec[] }[] = [
  {
    title: '기본 정보',
    fields: [
      { name: 'name', label: '학교 이름', max: L.nameMax },
      { name: 'shopName', label: '쇼핑몰 이름', max: L.shopNameMax, hint: '머리글에 보여요.' },
      { name: 'siteUrl', label: '사이트 주소', type: 'url', hint: 'https://로 시작해요.' },
      { name: 'defaultTitle', label: '기본 페이지 제목', max: L.titleMax },
      { name: 'titleTemplate', label: '페이지 제목 형식', max: L.titleMax, hint: '%s 자리에 페이지 이름이 들어가요. 예: %s | 한빛대 생협' },
    ],
  },
  {
    title: '하단 정보',
    fields: [
      { name: 'footerOperator', label: '운영 주체', max: L.footerOperatorMax },
      { name: 'footerAddress', label: '사업장 주소', max: L.footerAddressMax },
      { name: 'representative', label: '대표자', max: L.representativeMax, optional: true },
      { name: 'businessNumber', label: '사업자등록번호', hint: '123-45-67890', optional: true },
      { name: 'mailOrderNumber', label: '통신판매업 신고번호', max: L.mailOrderNumberMax, optional: true },
      { name: 'csTel', label: '고객센터 전화번호', type: 'tel', optional: true },
      { name: 'csEmail', label: '고객센터 이메일', type: 'email', optional: true },
    ],
  },
  {
    title: '링크',
    fields: [
      { name: 'socialUrl', label: 'SNS 주소', type: 'url', hint: '비워 두면 보이지 않아요.', optional: true },
      { name: 'chatUrl', label: '채팅 상담 주소', type: 'url', hint: '카카오톡 채널 등. 비워 두면 보이지 않아요.', optional: true },
    ],
  },
  {
    title: '소셜 로그인',
    fields: [
      { name: 'kakaoClientId', label: '카카오 REST API 키', hint: '비워 두면 카카오 로그인 버튼이 숨겨져요.', optional: true },
      { name: 'naverClientId', label: '네이버 Client ID', hint: '비워 두면 네이버 로그인 버튼이 숨겨져요.', optional: true },
      { name: 'googleClientId', label: '구글 클라이언트 ID', hint: '비워 두면 구글 로그인 버튼이 숨겨져요.', optional: true },
    ],
  },
];

/** Every tenant setting staff may change, checked by the API's own rules before it is sent. */
export function SettingsForm({ settings, canOperate }: { settings: StaffShopSettingsFieldsFragment; canOperate: boolean }) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateShopSettings();
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { ...values, expectedUpdatedAt: settings.updatedAt };
    const parsed = shopSettingsInput.safeParse(data);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(data, {
      onSuccess: () => showMessage('쇼핑몰 설정을 저장했어요. 학생 화면에 바로 보여요.'),
      onError: (error) => {
        const placed = placeRefusal(error, FIELD_NAMES);
        setErrors(placed.fields);
        setFailure(placed.form);
      },
    });
  };

  const input = ({ name, label, hint, max, type, optional = false }: FieldSpec) => (
    <TextField key={name} label={label} hint={hint} maxLength={max} type={type ?? 'text'} value={values[name]} error={errors[name]}
      readOnly={!canOperate} required={!optional} onChange={(event) => set(name, event.target.value)} />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="쇼핑몰 설정">
      <section className={styles.section} aria-labelledby="theme-title">
        <h2 id="theme-title" className={styles.sectionTitle}>
          테마 색상
        </h2>
        <div className={styles.swatchRow}>
          <input type="color" className={styles.colorInput} aria-label="색 고르기" value={/^#[0-9a-f]{6}$/i.test(values.themeColor) ? values.themeColor : '#000000'}
            disabled={!canOperate} onChange={(event) => set('themeColor', event.target.value)} />
          <TextField label="테마 색상" hint="#1e4fa3처럼 입력해요. 글자 대비가 4.5:1 이상이어야 저장돼요." value={values.themeColor}
            error={errors.themeColor} readOnly={!canOperate} required onChange={(event) => set('themeColor', event.target.value)} />
        </div>
        <ThemePreview color={values.themeColor.trim()} shopName={values.shopName} />
      </section>
      {GROUPS.map((group) => (
        <section key={group.title} className={styles.section} aria-label={group.title}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          <div className={styles.row}>{group.fields.map(input)}</div>
        </section>
      ))}
      <FormFailure message={failure} />
      {canOperate && (
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={save.isPending} loadingLabel="저장하는 중">
            설정 저장
          </Button>
        </div>
      )}
    </form>
  );
}

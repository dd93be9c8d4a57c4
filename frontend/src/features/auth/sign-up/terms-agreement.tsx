import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { Agreements } from './sign-up-rules';
import authStyles from '../auth.module.css';
import styles from './sign-up.module.css';

interface Item {
  key: keyof Agreements;
  label: string;
  required: boolean;
  /** What the member agrees to, in a few lines; the full text is the co-op's to publish. */
  summary?: string;
}

const ITEMS: readonly Item[] = [
  { key: 'age', label: '만 14세 이상이에요', required: true },
  {
    key: 'terms',
    label: '이용약관 동의',
    required: true,
    summary: '생협 굿즈샵에서 상품을 주문·결제하고 배송받는 데 필요한 이용 조건(주문 취소·교환·환불, 포인트 적립과 소멸, 회원 탈퇴)에 동의해요.',
  },
  {
    key: 'privacy',
    label: '개인정보 수집·이용 동의',
    required: true,
    summary: '이메일, 이름, 휴대폰 번호, 회원 구분, 입학 연도를 회원 관리와 주문·배송 안내에 이용하며, 탈퇴하면 법령이 정한 주문 기록을 빼고 지체 없이 파기해요.',
  },
  {
    key: 'marketing',
    label: '마케팅 정보 수신 동의',
    required: false,
    summary: '공동구매 오픈, 할인과 이벤트 소식을 문자와 이메일로 받아요. 동의하지 않아도 가입할 수 있고, 마이페이지에서 언제든 바꿀 수 있어요.',
  },
];

interface TermsAgreementProps {
  value: Agreements;
  onChange: (value: Agreements) => void;
  error?: string | undefined;
  /** The id of the "all" box, so the form can focus it when a required one is missing. */
  allId: string;
}

/** Korean sign-up's consent block: one box for all, then each item marked 필수 or 선택. */
export function TermsAgreement({ value, onChange, error, allId }: TermsAgreementProps) {
  const headingId = useId();
  const checkedCount = ITEMS.filter((item) => value[item.key]).length;
  const all = checkedCount === ITEMS.length;
  const setAll = (checked: boolean) => onChange({ age: checked, terms: checked, privacy: checked, marketing: checked });

  return (
    <section className={authStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={authStyles.sectionTitle}>
        약관 동의
      </h2>
      <Checkbox
        id={allId}
        className={styles.allAgree}
        label="전체 동의"
        description="선택 항목(마케팅 정보 수신)을 포함해 모두 동의해요."
        checked={all}
        indeterminate={checkedCount > 0 && !all}
        onChange={(event) => setAll(event.target.checked)}
      />
      <ul className={styles.agreements}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Checkbox
              label={`[${item.required ? '필수' : '선택'}] ${item.label}`}
              checked={value[item.key]}
              onChange={(event) => onChange({ ...value, [item.key]: event.target.checked })}
              aria-required={item.required || undefined}
            />
            {item.summary && (
              <details className={styles.summary}>
                <summary>
                  <VisuallyHidden>{item.label} </VisuallyHidden>내용 보기
                </summary>
                <p>{item.summary}</p>
              </details>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

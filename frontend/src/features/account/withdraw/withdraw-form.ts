import type { SocialProof } from './social-reauth';

export interface WithdrawValues {
  reason: string;
  password: string;
  agreed: boolean;
}

export type WithdrawField = keyof WithdrawValues;
export const WITHDRAW_FIELDS: readonly WithdrawField[] = ['reason', 'password', 'agreed'];

export const WITHDRAW_REASONS: readonly { value: string; label: string }[] = [
  { value: '', label: '선택 안 함' },
  { value: '자주 이용하지 않아요', label: '자주 이용하지 않아요' },
  { value: '원하는 상품이 없어요', label: '원하는 상품이 없어요' },
  { value: '졸업·휴학·퇴직으로 더 이상 필요 없어요', label: '졸업·휴학·퇴직으로 더 이상 필요 없어요' },
  { value: '배송·교환 경험이 불만족스러웠어요', label: '배송·교환 경험이 불만족스러웠어요' },
  { value: '개인정보가 걱정돼요', label: '개인정보가 걱정돼요' },
  { value: '다른 계정을 쓰고 있어요', label: '다른 계정을 쓰고 있어요' },
];

export const PASSWORD_REQUIRED_MESSAGE = '탈퇴하려면 비밀번호를 입력해 주세요.';
export const AGREE_MESSAGE = '안내 내용을 확인하고 동의해 주세요.';

/** Which proof the form asks for: the password, unless the member signed up with a provider. */
export function withdrawValidator(needsPassword: boolean) {
  return (field: WithdrawField, values: WithdrawValues): string | null => {
    if (field === 'password') return needsPassword && values.password === '' ? PASSWORD_REQUIRED_MESSAGE : null;
    if (field === 'agreed') return values.agreed ? null : AGREE_MESSAGE;
    return null;
  };
}

export function socialMissingMessage(providerName: string): string {
  return `${providerName} 계정으로 본인 확인을 먼저 해 주세요.`;
}

export function toResignInput(values: WithdrawValues, needsPassword: boolean, proof: SocialProof | null) {
  const reason = values.reason.trim() === '' ? null : values.reason;
  return needsPassword ? { password: values.password, reason } : { ...proof, reason };
}

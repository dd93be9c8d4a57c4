import { badUserInput } from '../errors/errors';

/** What the member reads when a code or a certification token is refused, on every target. */
export const CERTIFICATION_MESSAGES = {
  notRequested: '인증번호를 먼저 요청해 주세요.',
  alreadyVerified: '이미 확인이 끝난 인증번호예요. 인증번호를 다시 받아 주세요.',
  codeExpired: '인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아 주세요.',
  tokenNotFound: '휴대폰 인증 정보를 찾을 수 없어요. 휴대폰 인증을 다시 진행해 주세요.',
  tokenOtherPurpose: '다른 용도로 받은 휴대폰 인증이에요. 휴대폰 인증을 다시 진행해 주세요.',
  tokenConsumed: '이미 사용한 휴대폰 인증이에요. 휴대폰 인증을 다시 진행해 주세요.',
  tokenExpired: '휴대폰 인증 후 10분이 지났어요. 휴대폰 인증을 다시 진행해 주세요.',
  /** CREATE_ACCOUNT for a number a member holds; also what checkWhetherAvailableTel answers. */
  telTaken: '이미 가입된 휴대폰 번호예요. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
  telOwn: '지금 사용 중인 번호예요. 새 휴대폰 번호를 입력해 주세요.',
  telTakenByOther: '이미 다른 회원이 사용 중인 휴대폰 번호예요. 번호를 다시 확인해 주세요.',
  needsLogin: '로그인한 뒤 휴대폰 인증을 진행해 주세요.',
  noTelRegistered: '등록된 휴대폰 번호가 없어요. 휴대폰 번호 변경에서 번호를 먼저 등록해 주세요.',
  notOwnTel: '회원 정보에 등록된 휴대폰 번호로만 인증할 수 있어요.',
  telNotRegistered: '이 번호로 가입된 회원이 없어요. 번호를 다시 확인하거나 이메일로 비밀번호를 찾아 주세요.',
} as const;

/** The code as typed, trimmed; a Korean BAD_USER_INPUT unless it is the six digits the SMS carried. */
export function parseCertificationCode(code: string): string {
  const trimmed = code.trim();
  if (!/^\d{6}$/.test(trimmed)) throw badUserInput('문자로 받은 인증번호 6자리 숫자를 입력해 주세요.', 'code');
  return trimmed;
}

import { z } from 'zod';
import { EMAIL_TAKEN_MESSAGE } from '../account/account-input';
import { badUserInput } from '../errors/errors';
import { koreanZodError } from '../security/request-refusals';
import { CERTIFICATION_MESSAGES } from './certification-rules';

/** What checkWhetherAvailableEmail / checkWhetherAvailableTel answer. */
export interface Availability {
  available: boolean;
  /** A Korean sentence explaining why not; null when available. */
  message: string | null;
}

export const AVAILABLE: Availability = { available: true, message: null };

export const AVAILABILITY_MESSAGES = {
  emailTaken: EMAIL_TAKEN_MESSAGE,
  emailOfResigned: '탈퇴한 계정에서 사용하던 이메일이에요. 다른 이메일을 쓰거나 고객센터로 문의해 주세요.',
  telTaken: CERTIFICATION_MESSAGES.telTaken,
  telOfResigned: '탈퇴한 계정에 등록되어 있던 번호예요. 고객센터로 문의해 주세요.',
} as const;

// RFC 5321 caps a path at 254 characters; zod's email() is the common practical address shape.
const emailSchema = z
  .string()
  .trim()
  .min(1, '이메일을 입력해 주세요.')
  .max(254, '이메일이 너무 길어요. 254자 이내로 입력해 주세요.')
  .pipe(z.email('올바른 이메일 형식이 아니에요. 예: student@hanbit.ac.kr'))
  .transform((email) => email.toLowerCase());

/** A typed e-mail address, trimmed and lower-cased; Korean BAD_USER_INPUT when malformed. */
export function normalizeEmail(email: string): string {
  const parsed = emailSchema.safeParse(email, { error: koreanZodError });
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]?.message ?? '올바른 이메일 형식이 아니에요.', 'email');
  return parsed.data;
}

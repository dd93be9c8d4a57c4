import { z } from 'zod';

// Every rule carries its own Korean sentence: the screen shows the first one as is, next to
// the field named in `extensions.field`.

/** The calendar year in Seoul, where the shop's members live. */
export function seoulYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(now));
}

const EMAIL_MESSAGE = '이메일 주소 형식이 올바르지 않아요. 다시 확인해 주세요.';
export const EMAIL_TAKEN_MESSAGE = '이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.';
/** Sign-up names a university this shop does not serve (missing, or another tenant's). */
export const UNIVERSITY_NOT_FOUND_MESSAGE = '가입하려는 학교를 찾을 수 없어요.';
/** resetPassword with a code or token that is unknown, used or expired. */
export const RESET_CODE_INVALID_MESSAGE =
  '비밀번호 재설정 정보가 올바르지 않거나 만료되었어요. 비밀번호 찾기를 처음부터 다시 해 주세요.';
export const PASSWORD_MESSAGE = '비밀번호는 영문과 숫자를 모두 포함해 8~64자로 입력해 주세요.';
const NAME_MESSAGE = '이름은 2~20자로 입력해 주세요.';

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .min(8, { error: PASSWORD_MESSAGE })
  .max(64, { error: PASSWORD_MESSAGE })
  .regex(/[A-Za-z]/, { error: PASSWORD_MESSAGE })
  .regex(/[0-9]/, { error: PASSWORD_MESSAGE });

/** Counted in characters as a person sees them (a Hangul syllable or an emoji is one). */
export const nameSchema = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .refine((name) => [...name].length >= 2 && [...name].length <= 20, { error: NAME_MESSAGE });

export const admissionYearSchema = z
  .number({ error: '입학 연도를 다시 확인해 주세요.' })
  .int({ error: '입학 연도를 다시 확인해 주세요.' })
  .refine((year) => year >= 1950 && year <= seoulYear() + 1, {
    error: () => `입학 연도는 1950년부터 ${seoulYear() + 1}년 사이로 입력해 주세요.`,
  });

export const birthYearSchema = z
  .number({ error: '출생 연도를 다시 확인해 주세요.' })
  .int({ error: '출생 연도를 다시 확인해 주세요.' })
  .refine((year) => year >= 1900 && year <= seoulYear(), {
    error: () => `출생 연도는 1900년부터 ${seoulYear()}년 사이로 입력해 주세요.`,
  });

export const userTypeIdSchema = z
  .number({ error: '회원 유형을 선택해 주세요.' })
  .int({ error: '회원 유형을 선택해 주세요.' })
  .positive({ error: '회원 유형을 선택해 주세요.' });

export const genderSchema = z.enum(['FEMALE', 'MALE', 'NOT_SET'], { error: '성별을 다시 선택해 주세요.' });

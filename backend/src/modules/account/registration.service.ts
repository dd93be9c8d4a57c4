import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Config } from '../../config';
import { AUTHORITY, CertificationPurpose, Gender } from '../../../../domain/enums';
import { AppError, badUserInput, conflict } from '../../../../domain/errors/errors';
import { consumeCertificationToken } from '../certification/certification.service';
import { University } from '../content/university.entity';
import { RECOMMENDATION_POINTS, SIGNUP_POINTS } from '../../../../domain/point/point-rules';
import { grantPoints } from '../point/point.service';
import { PointTypeCode } from '../../../../domain/reference/reference';
import { hashPassword } from '../security/password';
import {
  admissionYearSchema,
  birthYearSchema,
  EMAIL_TAKEN_MESSAGE,
  emailSchema,
  genderSchema,
  nameSchema,
  passwordSchema,
  UNIVERSITY_NOT_FOUND_MESSAGE,
  userTypeIdSchema,
} from '../../../../domain/account/account-input';
import { parseInput } from '../../../../domain/errors/input';
import { assertUserType, TEL_TAKEN_MESSAGE } from './profile.service';
import { createSession } from './session.service';
import { linkSocialAccount, verifySignUpTicket } from './social-login.service';
import { UserConfig } from './user-config.entity';
import { User } from './user.entity';

const createUserInput = z.object({
  universityId: z.number().int().positive().nullish(),
  email: emailSchema,
  password: passwordSchema.nullish(),
  name: nameSchema,
  certificationToken: z.string().trim().min(1).nullish(),
  signUpTicket: z.string().trim().min(1).nullish(),
  admissionYear: admissionYearSchema.nullish(),
  birthYear: birthYearSchema.nullish(),
  gender: genderSchema.nullish(),
  userTypeId: userTypeIdSchema,
  marketing: z.boolean(),
  agreeTerms: z.literal(true, { error: '이용약관과 개인정보 처리방침에 동의해 주세요.' }),
  recommendationCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, { error: '추천인 코드를 다시 확인해 주세요.' })
    .nullish()
    .transform((code) => code || null),
});

// No 0/O or 1/I/L: the code is read aloud and typed from a friend's screen.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** 31^8 codes make a clash rare; the loop makes it harmless, the unique index makes it impossible. */
async function newRecommendationCode(em: EntityManager): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = randomCode();
    if ((await em.count(User, { recommendationCode: code })) === 0) return code;
  }
  throw new Error('Could not find a free recommendation code');
}

async function findRecommender(em: EntityManager, universityId: number, code: string): Promise<User> {
  const recommender = await em.findOne(User, { recommendationCode: code, university: universityId });
  if (!recommender || recommender.isResigned() || recommender.isSuspended()) {
    throw badUserInput('추천인 코드를 찾을 수 없어요. 코드를 다시 확인하거나 비워 두세요.', 'recommendationCode');
  }
  return recommender;
}

function constraintOf(error: UniqueConstraintViolationException): string {
  const named = (error as { constraint?: unknown }).constraint;
  if (typeof named === 'string') return named;
  return /unique constraint "([^"]+)"/.exec(error.message)?.[1] ?? '';
}

/** A unique index caught a race the checks before it could not see: name what collided. */
function conflictFrom(error: UniqueConstraintViolationException): AppError {
  const constraint = constraintOf(error);
  if (constraint === 'user_email_unique') return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });
  if (constraint === 'user_tel_unique') {
    return new AppError('CONFLICT', TEL_TAKEN_MESSAGE, { field: 'certificationToken' });
  }
  if (constraint.startsWith('user_social_account')) {
    return conflict('이 소셜 계정은 이미 다른 회원과 연결되어 있어요. 연결된 계정으로 로그인해 주세요.');
  }
  return conflict('같은 정보로 가입이 동시에 진행되었어요. 잠시 후 다시 시도해 주세요.');
}

export interface CreatedUser {
  id: number;
  token: string;
  user: User;
}

/**
 * Sign-up: a CREATE_ACCOUNT phone certification or a social sign-up ticket proves a person;
 * sign-up points (and recommendation points for both members) are booked; a session starts.
 */
export async function createUser(
  em: EntityManager,
  config: Pick<Config, 'AUTH_SECRET' | 'UNIVERSITY_ID'>,
  data: unknown,
  now: Date = new Date(),
): Promise<CreatedUser> {
  const input = parseInput(createUserInput, data);
  if (!input.certificationToken && !input.signUpTicket) {
    throw badUserInput('휴대폰 인증을 먼저 완료해 주세요.', 'certificationToken');
  }
  const claims = input.signUpTicket ? verifySignUpTicket(config, input.signUpTicket, now) : null;
  if (claims && claims.email.toLowerCase() !== input.email) {
    throw badUserInput('소셜 계정에서 받은 이메일로만 가입할 수 있어요. 이메일을 바꾸지 말고 다시 시도해 주세요.', 'email');
  }
  if (!claims && !input.password) throw badUserInput('비밀번호를 입력해 주세요.', 'password');

  const universityId = input.universityId ?? config.UNIVERSITY_ID;
  // A member of another university could never log in at this shop: that tenant reads as missing.
  if (universityId !== config.UNIVERSITY_ID || (await em.count(University, { id: universityId })) === 0) {
    throw badUserInput(UNIVERSITY_NOT_FOUND_MESSAGE, 'universityId');
  }
  const userType = await assertUserType(em, universityId, input.userTypeId);
  if ((await em.count(User, { email: input.email })) > 0) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const recommender = input.recommendationCode ? await findRecommender(em, universityId, input.recommendationCode) : null;
  const tel = input.certificationToken
    ? (await consumeCertificationToken(em, input.certificationToken, CertificationPurpose.CREATE_ACCOUNT, now)).tel
    : null;
  if (tel && (await em.count(User, { tel })) > 0) {
    throw new AppError('CONFLICT', TEL_TAKEN_MESSAGE, { field: 'certificationToken' });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  const user = em.create(User, {
    university: em.getReference(University, universityId),
    email: input.email,
    passwordHash,
    name: input.name,
    tel,
    admissionYear: input.admissionYear ?? null,
    birthYear: input.birthYear ?? null,
    gender: input.gender ?? Gender.NOT_SET,
    userType,
    authority: AUTHORITY.NORMAL,
    recommendationCode: await newRecommendationCode(em),
    recommendedBy: recommender,
    resignedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  em.create(UserConfig, {
    user,
    marketing: input.marketing,
    marketingAgreedAt: input.marketing ? now : null,
    social: claims?.provider ?? null,
    createdAt: now,
  });
  if (claims) await linkSocialAccount(em, user, claims);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflictFrom(error);
    throw error;
  }

  await grantPoints(em, { userId: user.id, value: SIGNUP_POINTS, code: PointTypeCode.SIGNUP, now });
  if (recommender) {
    await grantPoints(em, { userId: user.id, value: RECOMMENDATION_POINTS, code: PointTypeCode.RECOMMEND, now });
    await grantPoints(em, { userId: recommender.id, value: RECOMMENDATION_POINTS, code: PointTypeCode.RECOMMEND, now });
  }
  await em.flush();
  const { token } = await createSession(em, user.id, now);
  return { id: user.id, token, user };
}

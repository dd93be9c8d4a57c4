// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../backend/src/modules/account/user.entity';
import { startTestApi, type TestApi } from '../support/api';
import { refusal } from '../support/certification';

const CHECK_EMAIL = /* GraphQL */ `
  mutation CheckWhetherAvailableEmail($data: CheckEmailInput!) {
    checkWhetherAvailableEmail(data: $data) { available message }
  }
`;

const CHECK_TEL = /* GraphQL */ `
  mutation CheckWhetherAvailableTel($data: CheckTelInput!) {
    checkWhetherAvailableTel(data: $data) { available message }
  }
`;

interface Availability {
  available: boolean;
  message: string | null;
}

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  // A withdrawn member, anonymized the way withdrawal leaves a row, and an older one whose row
  // still holds its address and number.
  const em = api.orm.em.fork();
  const demo = await em.findOneOrFail(User, { id: 1 }, { populate: ['university'] });
  em.create(User, {
    university: demo.university,
    email: 'withdrawn-901@deleted.invalid',
    name: '탈퇴회원',
    tel: null,
    recommendationCode: 'GONE0901',
    resignedAt: new Date(),
  });
  em.create(User, {
    university: demo.university,
    email: 'left.early@hanbit.ac.kr',
    name: '탈퇴회원',
    tel: '+821077770000',
    recommendationCode: 'GONE0902',
    resignedAt: new Date(),
  });
  await em.flush();
});
afterAll(() => api?.close());

async function checkEmail(email: string) {
  const response = await api.gql<{ checkWhetherAvailableEmail: Availability }>(CHECK_EMAIL, { data: { email } });
  expect(response.errors).toBeUndefined();
  return response.data!.checkWhetherAvailableEmail;
}

async function checkTel(tel: string, countryDialingCode?: string) {
  const response = await api.gql<{ checkWhetherAvailableTel: Availability }>(CHECK_TEL, { data: { tel, countryDialingCode } });
  expect(response.errors).toBeUndefined();
  return response.data!.checkWhetherAvailableTel;
}

describe('checkWhetherAvailableEmail', () => {
  it('says an unused address is available', async () => {
    expect(await checkEmail('new.student@hanbit.ac.kr')).toEqual({ available: true, message: null });
  });

  it.each(['demo@hanbit.ac.kr', 'DEMO@Hanbit.ac.kr', '  demo@hanbit.ac.kr  '])(
    'says %j is taken, whatever its case and spaces',
    async (email) => {
      expect(await checkEmail(email)).toEqual({
        available: false,
        message: '이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
      });
    },
  );

  it('frees the address of a withdrawn member whose row was anonymized', async () => {
    expect(await checkEmail('withdrawn.member@hanbit.ac.kr')).toEqual({ available: true, message: null });
  });

  it('explains when a withdrawn member’s row still holds the address', async () => {
    expect(await checkEmail('Left.Early@hanbit.ac.kr')).toEqual({
      available: false,
      message: '탈퇴한 계정에서 사용하던 이메일이에요. 다른 이메일을 쓰거나 고객센터로 문의해 주세요.',
    });
  });

  it.each([
    ['not an address', 'demo.hanbit.ac.kr', '올바른 이메일 형식이 아니에요. 예: student@hanbit.ac.kr'],
    ['empty', '  ', '이메일을 입력해 주세요.'],
    ['too long', `${'a'.repeat(250)}@hanbit.ac.kr`, '이메일이 너무 길어요. 254자 이내로 입력해 주세요.'],
  ])('refuses an address that is %s in Korean', async (_what, email, message) => {
    const error = refusal(await api.gql(CHECK_EMAIL, { data: { email } }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message, extensions: { field: 'email' } });
  });
});

describe('checkWhetherAvailableTel', () => {
  it('says an unused mobile number is available', async () => {
    expect(await checkTel('010-7000-0001')).toEqual({ available: true, message: null });
  });

  it.each([
    ['010-1234-5678', undefined],
    ['01012345678', '+82'],
    ['+82 10 1234 5678', '82'],
  ])('says %s (%s) is taken by the demo member', async (tel, code) => {
    expect(await checkTel(tel, code)).toEqual({
      available: false,
      message: '이미 가입된 휴대폰 번호예요. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
    });
  });

  it('explains when a withdrawn member’s row still holds the number', async () => {
    expect(await checkTel('010-7777-0000')).toEqual({
      available: false,
      message: '탈퇴한 계정에 등록되어 있던 번호예요. 고객센터로 문의해 주세요.',
    });
  });

  it('refuses a number that is not a mobile number in Korean', async () => {
    const error = refusal(await api.gql(CHECK_TEL, { data: { tel: '02-123-4567' } }));
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '문자를 받을 수 있는 휴대폰 번호를 입력해 주세요.',
      extensions: { field: 'tel' },
    });
  });
});

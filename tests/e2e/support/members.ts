import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CREDENTIAL, NEW_MEMBER_CREDENTIAL, type ScenarioCredential } from '../../../mocks/scenarios/members';
import { MOCK_CERTIFICATION_CODE } from '../../../mocks/store/certification';
import { openAsVisitor, withScenario } from './navigation';
import { certificationCodeSentTo } from './sms-outbox';
import type { Target } from './test';

export { DEMO_CREDENTIAL };

/** Someone who signs up during a spec; `uniqueMember()` makes one that no earlier test used. */
export interface NewMember {
  email: string;
  password: string;
  /** As typed into the form: 010-XXXX-XXXX. */
  tel: string;
  name: string;
}

let made = 0;

/**
 * A member nobody has used yet in this server's database: the real target keeps every sign-up
 * of the run (the mocked API forgets them with the tab), and e-mail and phone are unique.
 */
export function uniqueMember(name = '김새내'): NewMember {
  made += 1;
  const stamp = `${Date.now() % 1e7}`.padStart(7, '0') + String(made % 10);
  return {
    email: `e2e-${stamp}@hanbit.ac.kr`,
    password: 'campus2026!',
    tel: `010-${stamp.slice(0, 4)}-${stamp.slice(4, 8)}`,
    name,
  };
}

/**
 * Logs in through the login screen, which both targets have: mock mode starts the `anonymous`
 * scenario (the demo member keeps the standard history), the real app the seeded database.
 * Waits until the header shows 마이페이지; `next` is where the login page sends the member on.
 */
export async function signIn(
  page: Page,
  target: Target,
  credential: Pick<ScenarioCredential, 'email' | 'password'> = DEMO_CREDENTIAL,
  { next }: { next?: string } = {},
): Promise<void> {
  await openAsVisitor(page, target, next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(credential.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(credential.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
}

/**
 * The certification code the shop sent to `tel`: mock mode's fixed code, or the newest code in
 * the real server's SMS outbox written since `since` (take it before pressing 인증번호 받기).
 */
export async function certificationCode(target: Target, tel: string, since: Date): Promise<string> {
  return target === 'mock' ? MOCK_CERTIFICATION_CODE : certificationCodeSentTo(tel, since);
}

/**
 * Fills the whole sign-up form, phone certification included, and presses 가입하기; the page must
 * already show the form. The spec asserts what happens next.
 */
export async function fillSignUpForm(page: Page, target: Target, member: NewMember): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 이메일이에요.')).toBeVisible();
  await page.getByLabel(/^비밀번호( \*)?$/).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);

  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(member.tel);
  const asked = new Date();
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^[23]:\d\d$/);
  await page.getByRole('textbox', { name: '인증번호' }).fill(await certificationCode(target, member.tel, asked));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText(`휴대폰 인증을 완료했어요. (${member.tel})`)).toBeVisible();

  await page.getByRole('textbox', { name: '이름' }).fill(member.name);
  await page.getByRole('radio', { name: '학부생' }).check();
  await page.getByRole('textbox', { name: '입학 연도' }).fill('2026');
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
}

/**
 * A member with nothing yet (no address, cart, orders, restock requests), signed in. Mock mode:
 * the `new-member` scenario's 이새봄. Real: a unique member signed up through the form now, so
 * the demo member's data stays as seeded. Returns who it is (tel as typed into forms).
 */
export async function signInAsNewMember(page: Page, target: Target): Promise<NewMember> {
  if (target === 'mock') {
    await page.goto(withScenario(target, '/', 'new-member'));
    await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
    const { email, password } = NEW_MEMBER_CREDENTIAL;
    return { email, password, tel: '010-5550-1234', name: '이새봄' };
  }
  const member = uniqueMember('이새봄');
  await openAsVisitor(page, target, '/signup');
  await fillSignUpForm(page, target, member);
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
  return member;
}

/**
 * The demo member's session without the login screen, for specs whose subject is another screen
 * (it saves the form's few seconds per test). Real: a Login request through `request`, its token
 * put where the app keeps it before any page script runs. Mock: nothing here; open pages with
 * `withScenario(target, path, 'demo')` (the `standard` scenario starts signed in).
 */
export async function useDemoSession(page: Page, target: Target, request: APIRequestContext): Promise<void> {
  if (target === 'mock') return;
  const response = await request.post('/api', {
    data: {
      query: 'mutation ($data: LoginInput!) { login(data: $data) { token } }',
      variables: { data: { email: DEMO_CREDENTIAL.email, password: DEMO_CREDENTIAL.password } },
    },
  });
  const body = (await response.json()) as { data?: { login?: { token?: string } }; errors?: { message: string }[] };
  const token = body.data?.login?.token;
  if (!token) throw new Error(`The demo member could not log in: ${body.errors?.map((error) => error.message).join('; ') ?? response.status()}`);
  await page.addInitScript((value) => window.localStorage.setItem('campus-shop.auth-token', JSON.stringify(value)), token);
}

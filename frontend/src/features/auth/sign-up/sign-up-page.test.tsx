import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_CERTIFICATION_CODE } from '../../../../../mocks/store/certification';
import { appStore, authTokenAtom } from '../../../lib/session';
import { eventsNamed, mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes } from '../../../testing/render';
import { authRoutes } from '../auth-routes';
import { saveSocialSignUp } from '../social/sign-up-ticket';
import { SIGN_UP_MESSAGES } from './sign-up-rules';

withMockedApi('anonymous');

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const memberByEmail = (email: string) => mockState().members.find((member) => member.email === email);
const submit = (user: User) => user.click(screen.getByRole('button', { name: '가입하기' }));

async function certifyPhone(user: User, tel = '010-3333-4444') {
  await user.type(textbox('휴대폰 번호'), tel);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByRole('textbox', { name: '인증번호' }), `${MOCK_CERTIFICATION_CODE}{Enter}`);
  await screen.findByText(/휴대폰 인증을 완료했어요/);
}

async function fillProfile(user: User) {
  await user.type(textbox('이름'), '김한빛');
  await user.click(screen.getByRole('radio', { name: '학부생' }));
  await user.type(textbox('입학 연도'), '2026');
  await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
}

async function openForm(route = '/signup') {
  const view = renderRoutes(authRoutes, { route: route });
  await screen.findByRole('radio', { name: '학부생' });
  return view;
}

describe('signing up with e-mail and phone certification', () => {
  it('creates the member, signs them in, goes to next and reports the sign-up', async () => {
    const user = userEvent.setup();
    await openForm('/signup?next=%2Fproducts%2F1');
    await user.type(textbox('이메일'), 'kim.hanbit@hanbit.ac.kr');
    await user.type(screen.getByLabelText(/^비밀번호 \*?$/), 'campus2026');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'campus2026');
    await certifyPhone(user);
    await fillProfile(user);
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await submit(user);

    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/products/1');
    const member = memberByEmail('kim.hanbit@hanbit.ac.kr');
    expect(member).toMatchObject({ name: '김한빛', tel: '+821033334444', userTypeId: 1, admissionYear: 2026, gender: 'FEMALE', marketing: true });
    expect(appStore.get(authTokenAtom)).toBe(`mock-session-${member?.id}`);
    expect(eventsNamed('sign_up').map((event) => event.params)).toEqual([{ method: 'email' }]);
  });

  it('names every missing field in Korean, focuses the first and creates nobody', async () => {
    const user = userEvent.setup();
    await openForm();
    const before = mockState().members.length;
    await submit(user);

    expect(screen.getAllByText('필수 입력 항목이에요.').length).toBe(4);
    expect(screen.getByText(SIGN_UP_MESSAGES.certification)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.userType)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.agreements)).toBeTruthy();
    expect(document.activeElement).toBe(textbox('이메일'));
    expect(mockState().members).toHaveLength(before);
    expect(eventsNamed('sign_up')).toHaveLength(0);
  });

  it('shows a field’s rule once the field is left, and drops it as soon as the value fits', async () => {
    const user = userEvent.setup();
    await openForm();
    const password = screen.getByLabelText(/^비밀번호 \*?$/);
    await user.type(password, 'abcdefgh');
    await user.tab();
    expect(screen.getByText('영문과 숫자를 모두 넣어 주세요.')).toBeTruthy();
    await user.type(password, '1');
    expect(screen.queryByText('영문과 숫자를 모두 넣어 주세요.')).toBeNull();

    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'abcdefgh2');
    await user.tab();
    expect(screen.getByText('비밀번호가 일치하지 않아요.')).toBeTruthy();
    await user.type(textbox('입학 연도'), '1949');
    await user.tab();
    expect(screen.getByText(/^입학 연도는 1950년부터 \d{4}년 사이로 입력해 주세요\.$/)).toBeTruthy();
  });

  it('checks the e-mail when it is left: a member’s address is refused, a free one confirmed', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(textbox('이메일'), 'demo@hanbit.ac.kr');
    await user.tab();
    expect(await screen.findByText('이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.')).toBeTruthy();

    await user.clear(textbox('이메일'));
    await user.type(textbox('이메일'), 'fresh@hanbit.ac.kr');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용할 수 있는 이메일이에요.')).toBeTruthy();
  });

  it('ticks every agreement with 전체 동의 and shows a partial choice as mixed', async () => {
    const user = userEvent.setup();
    await openForm();
    const all = screen.getByRole('checkbox', { name: /전체 동의/ });
    await user.click(all);
    const items = screen.getAllByRole('checkbox', { name: /^\[(필수|선택)\]/ });
    expect(items.map((item) => (item as HTMLInputElement).checked)).toEqual([true, true, true, true]);
    await user.click(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' }));
    expect((all as HTMLInputElement).checked).toBe(false);
    expect((all as HTMLInputElement).indeterminate).toBe(true);
  });

  it('puts the server’s refusal under the field it names and creates nobody', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(textbox('이메일'), 'code.typo@hanbit.ac.kr');
    await user.type(screen.getByLabelText(/^비밀번호 \*?$/), 'campus2026');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'campus2026');
    await certifyPhone(user, '010-4444-5555');
    await fillProfile(user);
    await user.type(textbox(/추천인 코드/), 'NOPE0000');
    await submit(user);

    const code = textbox(/추천인 코드/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(code.parentElement as HTMLElement).getByRole('alert').textContent).toBe('추천인 코드를 찾을 수 없어요. 다시 확인하거나 비워 두세요.');
    expect(document.activeElement).toBe(code);
    expect(memberByEmail('code.typo@hanbit.ac.kr')).toBeUndefined();
    expect(appStore.get(authTokenAtom)).toBeNull();
  });
});

describe('finishing a social sign-up', () => {
  it('signs up with the provider’s e-mail and ticket, without a password', async () => {
    // A ticket as the mocked server's loginWithSocial issues it.
    mockState().signUpTickets.push({ ticket: 'ticket-1', email: 'kakao.friend@example.com', social: 'KAKAO', consumed: false });
    saveSocialSignUp({ provider: 'KAKAO', email: 'kakao.friend@example.com', ticket: 'ticket-1', next: '/', receivedAt: Date.now() });
    const user = userEvent.setup();
    await openForm('/signup?social=kakao');
    expect(screen.getByRole('heading', { level: 1, name: '카카오로 회원가입' })).toBeTruthy();
    expect(screen.queryByLabelText(/^비밀번호/)).toBeNull();
    await certifyPhone(user, '010-5555-6666');
    await fillProfile(user);
    await submit(user);

    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/');
    expect(memberByEmail('kakao.friend@example.com')).toMatchObject({ social: 'KAKAO', password: '', tel: '+821055556666' });
    expect(eventsNamed('sign_up').map((event) => event.params)).toEqual([{ method: 'kakao' }]);
  });

  it('asks to start the social login again when the ticket is gone', async () => {
    renderRoutes(authRoutes, { route: '/signup?social=naver' });
    expect((await screen.findByRole('alert')).textContent).toBe('소셜 로그인 정보가 만료되었어요. 소셜 로그인을 처음부터 다시 해 주세요.');
    expect(screen.getByRole('link', { name: '이메일로 가입하기' }).getAttribute('href')).toBe('/signup');
  });
});

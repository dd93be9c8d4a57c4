import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESET_CODE_INVALID_MESSAGE } from '../../../../../domain/account/account-input';
import { CERTIFICATION_MESSAGES } from '../../../../../domain/certification/certification-rules';
import { MOCK_CERTIFICATION_CODE } from '../../../../../mocks/store/certification';
import { MOCK_PASSWORD_RESET_CODE } from '../../../../../mocks/store/profile';
import { mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes } from '../../../testing/render';
import { authRoutes } from '../auth-routes';
import { FIND_PASSWORD_MESSAGES } from './find-password-page';
import { RESET_MESSAGES } from './reset-password-page';

withMockedApi('anonymous');

type User = ReturnType<typeof userEvent.setup>;

const demoPassword = () => mockState().members.find((member) => member.id === 1)?.password;

async function setNewPassword(user: User, password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^새 비밀번호 \*?$/), password);
  await user.type(screen.getByLabelText(/^새 비밀번호 확인/), confirmation);
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
}

describe('finding a password by e-mail', () => {
  it('sends the reset mail without saying whether the address is a member’s, then resets with the code from it', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/find' });
    await user.type(screen.getByRole('textbox', { name: '가입한 이메일' }), 'demo@hanbit.ac.kr');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect((await screen.findByRole('status')).textContent).toBe(FIND_PASSWORD_MESSAGES.mailSent('demo@hanbit.ac.kr'));
    expect(mockState().passwordResets[MOCK_PASSWORD_RESET_CODE]).toBe(1);

    await user.click(screen.getByRole('link', { name: '인증 코드 입력하기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증 코드' }), MOCK_PASSWORD_RESET_CODE);
    await setNewPassword(user, 'fresh2026');
    expect((await screen.findByRole('status')).textContent).toBe(RESET_MESSAGES.done);
    expect(demoPassword()).toBe('fresh2026');
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
  });

  it('refuses a malformed address without asking the server', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/find' });
    await user.type(screen.getByRole('textbox', { name: '가입한 이메일' }), 'demo@');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(screen.getByRole('alert').textContent).toBe('이메일 주소 형식이 올바르지 않아요. 예: hong@hanbit.ac.kr');
    expect(mockState().passwordResets).toEqual({});
  });
});

describe('resetting a password', () => {
  it('takes the code from the mail link, removes it from the address and sets the new password', async () => {
    mockState().passwordResets[MOCK_PASSWORD_RESET_CODE] = 1;
    const user = userEvent.setup();
    const { location } = renderRoutes(authRoutes, { route: `/password/reset?code=${MOCK_PASSWORD_RESET_CODE}` });
    await screen.findByText(RESET_MESSAGES.byMailLink);
    expect(screen.queryByRole('textbox', { name: '인증 코드' })).toBeNull();
    expect(location.history?.at(-1)).toBe('/password/reset');

    await setNewPassword(user, 'linked2026');
    await screen.findByText(RESET_MESSAGES.done);
    expect(demoPassword()).toBe('linked2026');
  });

  it('names the password rules and a mismatch, and changes nothing', async () => {
    mockState().passwordResets[MOCK_PASSWORD_RESET_CODE] = 1;
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: `/password/reset?code=${MOCK_PASSWORD_RESET_CODE}` });
    await setNewPassword(user, 'short1', 'short2');
    expect(screen.getByText('8자 이상 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않아요.')).toBeTruthy();
    expect(demoPassword()).toBe('demo1234!');
  });

  it('sends a member whose link is spent back to password finding, password unchanged', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/reset?code=999999' });
    await setNewPassword(user, 'spent2026');
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_CODE_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: '비밀번호 찾기 다시 하기' }).getAttribute('href')).toBe('/password/find');
    expect(demoPassword()).toBe('demo1234!');
  });

  it('shows a wrong typed code under the code field and keeps the form', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/reset' });
    const code = screen.getByRole('textbox', { name: '인증 코드' });
    await user.type(code, '000000');
    await setNewPassword(user, 'typed2026');
    expect((await within(code.parentElement as HTMLElement).findByRole('alert')).textContent).toBe(RESET_CODE_INVALID_MESSAGE);
    expect(demoPassword()).toBe('demo1234!');
  });
});

describe('finding a password by phone', () => {
  it('certifies the member’s number and goes straight on to the new password', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/find' });
    await user.click(screen.getByRole('tab', { name: '휴대폰으로 찾기' }));
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), `${MOCK_CERTIFICATION_CODE}{Enter}`);

    await screen.findByText(RESET_MESSAGES.byPhone);
    await setNewPassword(user, 'phone2026');
    await screen.findByText(RESET_MESSAGES.done);
    expect(demoPassword()).toBe('phone2026');
  });

  it('refuses a number that belongs to nobody with the server’s message', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/password/find' });
    await user.click(screen.getByRole('tab', { name: '휴대폰으로 찾기' }));
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '010-7777-8888');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CERTIFICATION_MESSAGES.telNotRegistered);
  });

  it('asks to certify again when the reset page has no certification', async () => {
    renderRoutes(authRoutes, { route: '/password/reset?by=phone' });
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_MESSAGES.phoneExpired);
  });
});

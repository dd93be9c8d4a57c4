import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '../../../../../domain/security/login-rules';
import { mockedApiLink } from '../../../../../mocks/handlers';
import { authTokenAtom } from '../../../lib/session';
import { validationMessages } from '../../../lib/validation-messages';
import { mockState, server, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { PasswordScreen } from '../member-screens';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_PASSWORD_MESSAGE } from './password-form';

withMockedApi();

const NO_PASSWORD = '소셜 로그인으로 가입한 계정에는 비밀번호가 없어요. 로그아웃한 뒤 비밀번호 찾기에서 새 비밀번호를 만들어 주세요.';

const demo = () => mockState().members.find((member) => member.id === 1);
const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const submit = () => screen.getByRole('button', { name: '비밀번호 변경' });

describe('password change', () => {
  it('checks the new password rules and the repeat before asking the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordScreen />, { at: '/my/*?', route: '/my/password' });
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getAllByText(validationMessages.required)).toHaveLength(3);

    await user.type(input('현재 비밀번호'), 'demo1234!');
    await user.type(input('새 비밀번호'), 'onlyletters');
    await user.type(input('새 비밀번호 확인'), 'onlyletter');
    expect(screen.getByText(PASSWORD_RULE_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MISMATCH_MESSAGE)).toBeTruthy();

    await user.clear(input('새 비밀번호'));
    await user.type(input('새 비밀번호'), 'demo1234!');
    expect(screen.getByText(SAME_PASSWORD_MESSAGE)).toBeTruthy();
    expect(demo()?.password).toBe('demo1234!');
  });

  it('shows a wrong current password under that field and keeps the password', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordScreen />, { at: '/my/*?', route: '/my/password' });
    await user.type(await screen.findByLabelText(/^현재 비밀번호/), 'wrong1234');
    await user.type(input('새 비밀번호'), 'campus2026');
    await user.type(input('새 비밀번호 확인'), 'campus2026');
    await user.click(submit());

    expect(await screen.findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(input('현재 비밀번호'));
    expect(demo()?.password).toBe('demo1234!');
  });

  it('changes the password, keeps this device signed in with the fresh token and returns to my page', async () => {
    const user = userEvent.setup();
    const { store, location } = renderWithApp(<PasswordScreen />, { at: '/my/*?', route: '/my/password' });
    const before = store.get(authTokenAtom);
    await user.type(await screen.findByLabelText(/^현재 비밀번호/), 'demo1234!');
    await user.type(input('새 비밀번호'), 'campus2026');
    await user.type(input('새 비밀번호 확인'), 'campus2026');
    await user.click(submit());

    await waitFor(() => expect(location.history.at(-1)).toBe('/my'));
    expect(demo()?.password).toBe('campus2026');
    expect(store.get(authTokenAtom)).not.toBe(before);
    expect(store.get(authTokenAtom)).not.toBeNull();
  });

  it('explains why a social sign-up has no password when the server says so, and changes nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordScreen />, {
      route: '/my/password',
      prepare: (state) => {
        const member = state.members.find((candidate) => candidate.id === 1);
        if (member) Object.assign(member, { social: 'KAKAO', password: '' });
      },
    });
    expect(await screen.findByText(/카카오 로그인으로 가입했다면 비밀번호가 없을 수 있어요/)).toBeTruthy();
    server.use(
      mockedApiLink.mutation('UpdatePassword', () =>
        HttpResponse.json({ data: null, errors: [{ message: NO_PASSWORD, extensions: { code: 'INVALID_STATE' } }] }),
      ),
    );
    await user.type(input('현재 비밀번호'), 'guess1234');
    await user.type(input('새 비밀번호'), 'campus2026');
    await user.type(input('새 비밀번호 확인'), 'campus2026');
    await user.click(submit());

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('카카오 로그인으로 가입한 계정이에요');
    expect(notice.textContent).toContain(NO_PASSWORD);
    expect(screen.getByRole('button', { name: '로그아웃하고 비밀번호 만들기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
    expect(demo()?.password).toBe('');
  });
});

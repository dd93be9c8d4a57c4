import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../../mocks/handlers';
import { appStore, authTokenAtom } from '../../../lib/session';
import { eventsNamed, mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes } from '../../../testing/render';
import { authRoutes } from '../auth-routes';
import { AUTH_MESSAGES } from '../field-rules';

withMockedApi('anonymous');

const email = () => screen.getByRole('textbox', { name: /이메일/ });
const password = () => screen.getByLabelText(/^비밀번호/);
const submit = () => screen.getByRole('button', { name: '로그인' });
const elsewhere = () => screen.findByTestId('elsewhere');
const sessionCount = () => Object.keys(mockState().sessions).length;
const failures = () => mockApi().db.throttles.failedLogins.get('demo@hanbit.ac.kr')?.count ?? 0;

describe('logging in with e-mail and password', () => {
  it('signs the member in, returns to the page they came from and reports the login', async () => {
    const user = userEvent.setup();
    const { location } = renderRoutes(authRoutes, { route: '/login?next=%2Fproducts%2F6%3Ftab%3Dreviews' });
    await user.type(email(), 'demo@hanbit.ac.kr');
    await user.type(password(), 'demo1234!');
    await user.click(submit());

    expect((await elsewhere()).textContent).toBe('/products/6?tab=reviews');
    expect(appStore.get(authTokenAtom)).toBe('mock-session-1');
    expect(eventsNamed('login').map((event) => event.params)).toEqual([{ method: 'email' }]);
    // The login page is replaced in the history, so "back" does not show the form again.
    expect(location.history?.some((entry) => entry.startsWith('/login'))).toBe(false);
  });

  it('names empty fields with the generic message and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/login' });
    const before = sessionCount();
    await user.click(submit());
    expect(screen.getAllByText('필수 입력 항목이에요.')).toHaveLength(2);
    expect(document.activeElement).toBe(email());

    await user.type(email(), 'demo@hanbit');
    await user.type(password(), 'x');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.emailPattern);
    expect(sessionCount()).toBe(before);
    expect(eventsNamed('login')).toHaveLength(0);
  });

  it('shows the server’s refusal of a wrong password, keeps the visitor signed out, and the lock after five failures', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: '/login' });
    const before = sessionCount();
    await user.type(email(), 'demo@hanbit.ac.kr');
    await user.type(password(), 'wrong-pass1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('이메일 또는 비밀번호가 올바르지 않아요. 5번 틀리면 15분 동안 로그인이 제한돼요.');
    expect(document.activeElement).toBe(password());
    expect(appStore.get(authTokenAtom)).toBeNull();

    // Three more failures make four; the fifth locks the account, as the backend does, and the
    // next try meets the lock.
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await user.click(submit());
      await waitFor(() => expect(failures()).toBe(attempt));
    }
    const locked = /^이 계정은 로그인에 5번 실패해 15분 동안 로그인이 제한되었어요\. \d+분 후에 다시 시도해 주세요\.$/;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(locked));
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBeNull());
    await user.click(submit());
    await waitFor(() => expect(failures()).toBe(5));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(locked));
    expect(sessionCount()).toBe(before);
    expect(eventsNamed('login')).toHaveLength(0);
  });

  it('goes home instead of following a next that leaves the shop', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, { route: `/login?next=${encodeURIComponent('//evil.example/steal')}` });
    await user.type(email(), 'demo@hanbit.ac.kr');
    await user.type(password(), 'demo1234!');
    await user.click(submit());
    expect((await elsewhere()).textContent).toBe('/');
  });

  it('sends a member who is already signed in straight on to next', async () => {
    renderRoutes(authRoutes, { route: '/login?next=%2Fcart', signedIn: true });
    expect((await elsewhere()).textContent).toBe('/cart');
  });

  it('links to sign-up (keeping next) and to password finding', () => {
    renderRoutes(authRoutes, { route: '/login?next=%2Fcart' });
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/signup?next=%2Fcart');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/password/find');
  });
});

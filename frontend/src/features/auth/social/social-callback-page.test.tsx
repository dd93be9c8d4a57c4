import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore, authTokenAtom } from '../../../lib/session';
import { eventsNamed, mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes } from '../../../testing/render';
import { authRoutes } from '../auth-routes';
import { readSocialSignUp } from './sign-up-ticket';
import { CALLBACK_MESSAGES } from './social-callback-page';
import { pendingSocialLogin, rememberSocialLogin } from './social-login';

withMockedApi('anonymous');

const callback = (provider: string, query: Record<string, string>) => `/login/callback/${provider}?${new URLSearchParams(query).toString()}`;
const sessionCount = () => Object.keys(mockState().sessions).length;

describe('returning from a social provider', () => {
  it('signs a linked member in, forgets the state and returns to where the login started', async () => {
    rememberSocialLogin({ provider: 'KAKAO', state: 'state-1', next: '/products/6' });
    const { location } = renderRoutes(authRoutes, { route: callback('kakao', { code: 'demo@hanbit.ac.kr', state: 'state-1' }) });

    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/products/6');
    expect(appStore.get(authTokenAtom)).toBe('mock-session-1');
    expect(eventsNamed('login').map((event) => event.params)).toEqual([{ method: 'kakao' }]);
    expect(pendingSocialLogin('KAKAO', 'state-1', Date.now())).toBeNull();
    expect(location.history?.some((entry) => entry.startsWith('/login/callback'))).toBe(false);
  });

  it('takes someone without an account on to sign-up with the provider’s e-mail fixed and no password asked', async () => {
    rememberSocialLogin({ provider: 'GOOGLE', state: 'state-2', next: '/cart' });
    renderRoutes(authRoutes, { route: callback('google', { code: 'newbie@hanbit.ac.kr', state: 'state-2' }) });

    await screen.findByRole('heading', { level: 1, name: '구글로 회원가입' });
    const email = await screen.findByRole('textbox', { name: '이메일' });
    expect(email).toHaveProperty('value', 'newbie@hanbit.ac.kr');
    expect(email).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText(/^비밀번호/)).toBeNull();
    expect(readSocialSignUp(Date.now())).toMatchObject({ provider: 'GOOGLE', email: 'newbie@hanbit.ac.kr', next: '/cart' });
    expect(appStore.get(authTokenAtom)).toBeNull();
  });

  it('refuses a return whose state this tab did not send, without asking the server', async () => {
    rememberSocialLogin({ provider: 'KAKAO', state: 'mine', next: '/' });
    const before = sessionCount();
    renderRoutes(authRoutes, { route: callback('kakao', { code: 'demo@hanbit.ac.kr', state: 'forged' }) });

    expect((await screen.findByRole('alert')).textContent).toBe(CALLBACK_MESSAGES.stateMismatch);
    expect(screen.getByRole('link', { name: '로그인 화면으로' }).getAttribute('href')).toBe('/login');
    expect(sessionCount()).toBe(before);
    expect(appStore.get(authTokenAtom)).toBeNull();
    expect(eventsNamed('login')).toHaveLength(0);
  });

  it('refuses a return when no login was started in this tab', async () => {
    renderRoutes(authRoutes, { route: callback('naver', { code: 'demo@hanbit.ac.kr', state: 'any' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(CALLBACK_MESSAGES.stateMismatch);
  });

  it('says the member cancelled on the provider’s consent screen', async () => {
    rememberSocialLogin({ provider: 'NAVER', state: 's', next: '/' });
    renderRoutes(authRoutes, { route: callback('naver', { error: 'access_denied', state: 's' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(CALLBACK_MESSAGES.cancelled('네이버'));
  });

  it('shows the server’s refusal with a way back', async () => {
    rememberSocialLogin({ provider: 'KAKAO', state: 's', next: '/cart' });
    renderRoutes(authRoutes, { route: callback('kakao', { code: 'fail', state: 's' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.');
    expect(screen.getByRole('link', { name: '로그인 화면으로' }).getAttribute('href')).toBe('/login?next=%2Fcart');
  });

  it('does not know a provider the shop has no callback for', async () => {
    renderRoutes(authRoutes, { route: callback('facebook', { code: 'x', state: 's' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(CALLBACK_MESSAGES.unknownProvider);
  });
});

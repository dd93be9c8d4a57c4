import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockedApiLink } from '../../../../../mocks/handlers';
import { MOCK_CERTIFICATION_CODE } from '../../../../../mocks/store/certification';
import { mockState, server, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { PhoneScreen } from '../member-screens';

withMockedApi();

const TAKEN = '이미 다른 계정에 등록된 휴대폰 번호예요. 고객센터로 문의해 주세요.';
const demo = () => mockState().members.find((member) => member.id === 1);

async function certify(user: ReturnType<typeof userEvent.setup>, tel: string) {
  await user.type(await screen.findByRole('textbox', { name: '휴대폰 번호' }), tel);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByRole('textbox', { name: '인증번호' }), MOCK_CERTIFICATION_CODE);
  await user.click(screen.getByRole('button', { name: '확인' }));
}

describe('phone number change', () => {
  it('switches to the newly certified number and returns to my page', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<PhoneScreen />, { at: '/my/*?', route: '/my/phone' });
    expect(await screen.findByText('010-1234-5678')).toBeTruthy();
    await certify(user, '010-7777-1234');
    await waitFor(() => expect(location.history.at(-1)).toBe('/my'));
    expect(demo()?.tel).toBe('+821077771234');
  });

  it('shows why the change was refused after certifying, keeps the old number and starts over', async () => {
    const user = userEvent.setup();
    renderWithApp(<PhoneScreen />, { at: '/my/*?', route: '/my/phone' });
    // Someone registered the number between the code check and the change.
    server.use(
      mockedApiLink.mutation('UpdateUserTel', () =>
        HttpResponse.json({ data: null, errors: [{ message: TAKEN, extensions: { code: 'CONFLICT' } }] }),
      ),
    );
    await certify(user, '010-7777-1234');
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
    expect(demo()?.tel).toBe('+821012345678');
  });
});

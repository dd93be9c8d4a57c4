import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockedApiLink } from '../../../../../mocks/handlers';
import { validationMessages } from '../../../lib/validation-messages';
import { mockState, server, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { ProfileScreen } from '../member-screens';
import { seoulYear } from './profile-form';

withMockedApi();

const demo = () => mockState().members.find((member) => member.id === 1);
const save = () => screen.getByRole('button', { name: '저장' });

describe('profile', () => {
  it('shows each broken rule under its field, focuses the first, and saves nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileScreen />, { at: '/my/*?', route: '/my/profile' });
    const name = await screen.findByRole('textbox', { name: /^이름/ });
    expect(screen.getByRole('textbox', { name: /^이메일/ })).toHaveProperty('readOnly', true);

    await user.clear(name);
    await user.type(name, '김');
    await user.tab();
    expect(await screen.findByText(validationMessages.minLength(2))).toBeTruthy();

    const admission = screen.getByRole('textbox', { name: /^입학 연도/ });
    await user.clear(admission);
    await user.type(admission, '1949');
    const birth = screen.getByRole('textbox', { name: /^출생 연도/ });
    await user.clear(birth);
    await user.click(save());

    expect(screen.getByText(`입학 연도는 1950년부터 ${seoulYear() + 1}년 사이로 입력해 주세요.`)).toBeTruthy();
    // A year once given cannot be blanked: the API would keep the old one.
    expect(screen.getByText(validationMessages.required)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(demo()).toMatchObject({ name: '김한빛', admissionYear: 2023, birthYear: 2004 });

    await user.clear(name);
    await user.type(name, '김한빛나');
    expect(screen.queryByText(validationMessages.minLength(2))).toBeNull();
  });

  it('saves the changed profile and marketing consent', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileScreen />, { at: '/my/*?', route: '/my/profile' });
    const name = await screen.findByRole('textbox', { name: /^이름/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '회원 유형' })).toHaveProperty('disabled', false));

    await user.clear(name);
    await user.type(name, '김한빛나');
    await user.selectOptions(screen.getByRole('combobox', { name: '회원 유형' }), '대학원생');
    await user.click(screen.getByRole('radio', { name: '선택 안 함' }));
    await user.click(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ }));
    await user.click(save());

    await waitFor(() => expect(demo()).toMatchObject({ name: '김한빛나', gender: 'NOT_SET', marketing: false }));
    expect(demo()?.userTypeId).toBe(2);
  });

  it('puts a refusal the server names a field for under that field', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileScreen />, { at: '/my/*?', route: '/my/profile' });
    server.use(
      mockedApiLink.mutation('UpdateUser', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: '선택한 회원 유형을 찾을 수 없어요. 다시 선택해 주세요.', extensions: { code: 'BAD_USER_INPUT', field: 'userTypeId' } }],
        }),
      ),
    );
    await screen.findByRole('textbox', { name: /^이름/ });
    await user.click(save());
    const message = await screen.findByText('선택한 회원 유형을 찾을 수 없어요. 다시 선택해 주세요.');
    expect(screen.getByRole('combobox', { name: '회원 유형' }).getAttribute('aria-describedby')).toBe(message.id);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authTokenAtom } from '../../../lib/session';
import { mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { WithdrawScreen } from '../member-screens';
import { AGREE_MESSAGE, PASSWORD_REQUIRED_MESSAGE } from './withdraw-form';

withMockedApi();

const NEW_MEMBER_ID = 3;
const member = (id: number) => mockState().members.find((candidate) => candidate.id === id);
const passwordField = () => screen.getByLabelText(/^비밀번호( \*)?$/);

beforeEach(() => window.sessionStorage.clear());

describe('withdrawal', () => {
  it('explains the rules before the form and asks for the password and the agreement', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw' });
    const rules = await screen.findByRole('region', { name: '탈퇴하기 전에 꼭 확인해 주세요' });
    expect(rules.textContent).toContain('결제 완료, 배송 준비 중, 배송 중인 주문이 있으면 탈퇴할 수 없어요.');
    expect(rules.textContent).toContain('남은 포인트와 적립 예정 포인트는 모두 사라지고 되돌릴 수 없어요.');
    expect(rules.textContent).toContain('주문 내역은 전자상거래법에 따라 보관되지만');

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(screen.getByText(PASSWORD_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(AGREE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(passwordField());
  });

  it('shows the refusal while an order is still on its way, and the member stays', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw' });
    await user.type(await screen.findByLabelText(/^비밀번호( \*)?$/), 'demo1234!');
    await user.click(screen.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByText(/배송이 끝나지 않은 주문이 있어 탈퇴할 수 없어요/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(member(1)).toMatchObject({ name: '김한빛', resignedAt: null });
    expect(store.get(authTokenAtom)).not.toBeNull();
  });

  it('keeps the account when the member cancels the last confirmation', async () => {
    const user = userEvent.setup();
    renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw', scenario: 'new-member' });
    await user.type(await screen.findByLabelText(/^비밀번호( \*)?$/), 'fresh2026!');
    await user.click(screen.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(member(NEW_MEMBER_ID)?.resignedAt).toBeNull();
  });

  it('withdraws a member without open orders, signs them out and goes home', async () => {
    const user = userEvent.setup();
    const { store, location } = renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw', scenario: 'new-member' });
    await user.selectOptions(await screen.findByRole('combobox', { name: '탈퇴 사유 (선택)' }), '원하는 상품이 없어요');
    await user.type(passwordField(), 'fresh2026!');
    await user.click(screen.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '탈퇴하기' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(store.get(authTokenAtom)).toBeNull();
    expect(member(NEW_MEMBER_ID)?.resignedAt).not.toBeNull();
  });

  it('asks a social-only member to confirm at their provider, and accepts the code it sends back', async () => {
    const user = userEvent.setup();
    const social = (state: ReturnType<typeof mockState>) => {
      const target = state.members.find((candidate) => candidate.id === NEW_MEMBER_ID);
      if (target) Object.assign(target, { social: 'KAKAO', password: '' });
    };
    const first = renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw', scenario: 'new-member', prepare: social });
    expect(await screen.findByRole('button', { name: '카카오 계정으로 본인 확인' })).toBeTruthy();
    expect(screen.queryByLabelText(/^비밀번호/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(screen.getByText('카카오 계정으로 본인 확인을 먼저 해 주세요.')).toBeTruthy();
    first.unmount();

    // The provider sent the member back with a code for the state this tab stored.
    window.sessionStorage.setItem('campus-shop.withdraw.social', JSON.stringify({ provider: 'KAKAO', state: 's1', startedAt: Date.now() }));
    const back = renderWithApp(<WithdrawScreen />, { at: '/my/*?', route: '/my/withdraw?code=kakao-code&state=s1', scenario: 'new-member', prepare: social });
    expect(await screen.findByText(/카카오 계정으로 본인 확인을 마쳤어요/)).toBeTruthy();
    await waitFor(() => expect(back.location.history.at(-1)).toBe('/my/withdraw'));
    await user.click(screen.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(member(NEW_MEMBER_ID)?.resignedAt).not.toBeNull());
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATION_MESSAGES } from '../../../../domain/certification/certification-rules';
import { mockApi } from '../../../../mocks/handlers';
import { MOCK_CERTIFICATION_CODE } from '../../../../mocks/store/certification';
import { withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { PhoneCertification, type PhoneCertificationProps } from './phone-certification';

withMockedApi('anonymous');

let onCertified: ReturnType<typeof vi.fn<PhoneCertificationProps['onCertified']>>;
beforeEach(() => {
  onCertified = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A visitor certifying for sign-up unless the test says otherwise. */
function renderCertification(props: Partial<PhoneCertificationProps> = {}) {
  renderWithApp(<PhoneCertification purpose="CREATE_ACCOUNT" onCertified={onCertified} {...props} />, {
    route: '/my/phone',
    scenario: 'anonymous',
    signedIn: false,
  });
  return { onCertified };
}

const telInput = () => screen.getByRole('textbox', { name: '휴대폰 번호' });
const codeInput = () => screen.getByRole('textbox', { name: '인증번호' });
const sentCodes = () => mockApi().db.state.certifications;

async function sendCode(user: ReturnType<typeof userEvent.setup>, tel = '010-2222-3333') {
  await user.type(telInput(), tel);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText(/인증번호를 보냈어요/);
}

describe('phone certification', () => {
  it('sends a code, shows three minutes and the resend wait, and hands the token and number to the parent on the right code', async () => {
    const user = userEvent.setup();
    const { onCertified } = renderCertification();
    await sendCode(user);

    expect(screen.getByRole('timer').textContent).toBe('3:00');
    expect(screen.getByRole('button', { name: '재전송' })).toHaveProperty('disabled', true);
    expect(screen.getByText('60초 후에 인증번호를 다시 받을 수 있어요.')).toBeTruthy();
    expect(document.activeElement).toBe(codeInput());
    expect(sentCodes().map((row) => [row.purpose, row.tel])).toEqual([['CREATE_ACCOUNT', '+821022223333']]);

    await user.type(codeInput(), MOCK_CERTIFICATION_CODE);
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText(/휴대폰 인증을 완료했어요\. \(010-2222-3333\)/);
    expect(onCertified).toHaveBeenCalledTimes(1);
    expect(onCertified).toHaveBeenCalledWith({ token: expect.stringMatching(/\S/) as string, tel: '+821022223333' });
    expect(telInput()).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: /인증번호 받기|재전송/ })).toBeNull();
  });

  it('shows the server’s count of tries left for a wrong code and certifies nothing', async () => {
    const user = userEvent.setup();
    const { onCertified } = renderCertification();
    await sendCode(user);

    await user.type(codeInput(), '000000{Enter}');
    const alert = await screen.findByText('인증번호가 올바르지 않아요. 4번 더 입력할 수 있어요.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(onCertified).not.toHaveBeenCalled();
    expect(mockApi().db.state.certificationTokens).toHaveLength(0);
  });

  it('voids the code after five wrong tries, so even the right code is then refused', async () => {
    const user = userEvent.setup();
    const { onCertified } = renderCertification();
    await sendCode(user);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.clear(codeInput());
      await user.type(codeInput(), '999999{Enter}');
      await screen.findByRole('alert');
    }
    expect(screen.getByRole('alert').textContent).toBe('인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아 주세요.');
    await user.clear(codeInput());
    await user.type(codeInput(), `${MOCK_CERTIFICATION_CODE}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe('인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아 주세요.');
    expect(onCertified).not.toHaveBeenCalled();
  });

  it('names a malformed number or code in Korean without asking the server', async () => {
    const user = userEvent.setup();
    renderCertification();
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(within(telInput().parentElement as HTMLElement).getByRole('alert').textContent).toBe('필수 입력 항목이에요.');
    expect(document.activeElement).toBe(telInput());

    await user.type(telInput(), '02-123-4567');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(screen.getByRole('alert').textContent).toBe('휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.');
    expect(sentCodes()).toHaveLength(0);

    await user.clear(telInput());
    await sendCode(user);
    await user.type(codeInput(), '12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('문자로 받은 인증번호 6자리 숫자를 입력해 주세요.');
    expect(mockApi().db.state.certificationTokens).toHaveLength(0);
  });

  it('shows the server’s refusal of a number that already belongs to a member', async () => {
    const user = userEvent.setup();
    renderCertification();
    await user.type(telInput(), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CERTIFICATION_MESSAGES.telTaken);
    expect(sentCodes()).toHaveLength(0);
  });

  it('sends a code to a foreign number with the chosen country code', async () => {
    const user = userEvent.setup();
    renderCertification();
    const country = screen.getByRole('combobox', { name: '국가 번호' });
    await screen.findByRole('option', { name: '미국 +1' });
    await user.selectOptions(country, '+1');
    await sendCode(user, '202-555-0123');
    expect(sentCodes().map((row) => row.tel)).toEqual(['+12025550123']);
  });

  it('allows a new code after sixty seconds and stops taking the code after three minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    renderCertification();
    await sendCode(user);

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(screen.getByRole('button', { name: '재전송' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/초 후에 인증번호를 다시 받을 수 있어요/)).toBeNull();

    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.')).toBeTruthy();
    expect(codeInput()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '확인' })).toHaveProperty('disabled', true);
  });

  it('starts from a stored number and gives up a certification when the number changes', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { onCertified } = renderCertification({ purpose: 'RESET_PASSWORD', initialTel: '+821012345678', onReset });
    expect(telInput()).toHaveProperty('value', '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), `${MOCK_CERTIFICATION_CODE}{Enter}`);
    await screen.findByText(/휴대폰 인증을 완료했어요/);
    expect(onCertified).toHaveBeenCalledWith(expect.objectContaining({ tel: '+821012345678' }));

    await user.click(screen.getByRole('button', { name: '번호 변경' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(telInput()).toHaveProperty('readOnly', false);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../lib/validation-messages';
import { mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp, type AppRenderOptions } from '../../../testing/render';
import { AddressScreen } from '../member-screens';
import { SEARCH_UNAVAILABLE_MESSAGE } from '../../../widgets/address-search/address-search';
import { DELIVERY_TEL_MESSAGE as TEL_MESSAGE } from '../../../../../domain/account/delivery-address-limits';
import { SEARCH_FIRST_MESSAGE } from '../../../widgets/delivery-address/delivery-rules';
import { fakePostcode, HANBIT_ADDRESS, unavailablePostcode } from '../../../widgets/address-search/postcode-fakes';
import { PostcodeLoaderContext, type PostcodeLoader } from '../../../widgets/address-search/postcode-loader';

withMockedApi();

/** The address screen with a stand-in for Kakao's postcode script (by default one that never loads). */
function renderAddress({ postcode = unavailablePostcode, ...options }: AppRenderOptions & { postcode?: PostcodeLoader } = {}) {
  const screenWithSearch = (
    <PostcodeLoaderContext.Provider value={postcode}>
      <AddressScreen />
    </PostcodeLoaderContext.Provider>
  );
  return renderWithApp(screenWithSearch, { at: '/my/*?', route: '/my/address', ...options });
}

const NEW_MEMBER_ID = 3;
const deliveryOf = (userId: number) => mockState().userDeliveries.find((row) => row.userId === userId);
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('delivery address', () => {
  it('falls back to typing the postcode and address when the search cannot load, and saves what was typed', async () => {
    const user = userEvent.setup();
    renderAddress({ scenario: 'new-member' });

    await screen.findByText('저장된 배송지가 없어요. 배송지를 저장해 두면 주문할 때 바로 채워져요.');
    expect(field('우편번호')).toHaveProperty('readOnly', true);
    await user.click(screen.getByRole('button', { name: '주소 검색' }));

    expect(await screen.findByText(SEARCH_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull();
    expect(field('우편번호')).toHaveProperty('readOnly', false);
    expect(field('주소')).toHaveProperty('readOnly', false);

    await user.type(field('우편번호'), '3413');
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    expect(await screen.findByText('우편번호는 숫자 5자리로 입력해 주세요.')).toBeTruthy();
    expect(deliveryOf(NEW_MEMBER_ID)).toBeUndefined();

    await user.type(field('우편번호'), '4');
    await user.type(field('주소'), '대전광역시 유성구 한빛대학로 123');
    await user.type(field('상세 주소'), '한빛관 101호');
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));

    await waitFor(() =>
      expect(deliveryOf(NEW_MEMBER_ID)).toMatchObject({
        name: '이새봄',
        postCode: '34134',
        address: '대전광역시 유성구 한빛대학로 123',
        detailAddress: '한빛관 101호',
        tel: expect.stringMatching(/5550-?1234$/),
      }),
    );
  });

  it('fills the postcode and road address from the search result and moves on to the detail address', async () => {
    const user = userEvent.setup();
    renderAddress({ scenario: 'new-member', postcode: fakePostcode([HANBIT_ADDRESS]) });

    await user.click(await screen.findByRole('button', { name: '주소 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    await user.click(await within(sheet).findByRole('button', { name: `[34134] ${HANBIT_ADDRESS.roadAddress}` }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull());
    expect(field('우편번호')).toHaveProperty('value', '34134');
    expect(field('주소')).toHaveProperty('value', '대전 유성구 한빛대학로 99 (봉명동, 한빛아파트)');
    await waitFor(() => expect(document.activeElement).toBe(field('상세 주소')));
    expect(screen.queryByText(SEARCH_UNAVAILABLE_MESSAGE)).toBeNull();
  });

  it('asks for the search before saving an address without one, and changes nothing', async () => {
    const user = userEvent.setup();
    renderAddress({ scenario: 'new-member' });
    await user.clear(await screen.findByRole('textbox', { name: /^연락처/ }));
    await user.type(field('연락처'), '1234');
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));

    expect(await screen.findAllByText(SEARCH_FIRST_MESSAGE)).toHaveLength(2);
    expect(screen.getByText(TEL_MESSAGE)).toBeTruthy();
    // Focus goes to the first field to fix, so its message is read out.
    expect(document.activeElement).toBe(field('연락처'));
    expect(deliveryOf(NEW_MEMBER_ID)).toBeUndefined();
  });

  it('opens the saved address and replaces it with the changes', async () => {
    const user = userEvent.setup();
    renderAddress();
    const name = await screen.findByRole('textbox', { name: /^받는 분/ });
    expect(name).toHaveProperty('value', '김한빛');
    expect(field('연락처')).toHaveProperty('value', '010-1234-5678');
    expect(field('주소')).toHaveProperty('value', '대전광역시 유성구 한빛대학로 123');

    await user.clear(field('상세 주소'));
    await user.type(field('상세 주소'), '한빛관 기숙사 C동 101호');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    expect(await screen.findByText(validationMessages.required)).toBeTruthy();
    expect(deliveryOf(1)?.detailAddress).toBe('한빛관 기숙사 B동 305호');

    await user.type(name, '김한빛');
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    await waitFor(() => expect(deliveryOf(1)?.detailAddress).toBe('한빛관 기숙사 C동 101호'));
    expect(mockState().userDeliveries.filter((row) => row.userId === 1)).toHaveLength(1);
  });

  it('sends a visitor to log in and back to the address page', async () => {
    const { location } = renderAddress({ signedIn: false });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?next=%2Fmy%2Faddress'));
  });
});

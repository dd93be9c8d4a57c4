import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { UpdateOrderDeliveryDocument } from '../../lib/__generated__/graphql';
import { operationOverride } from '../../../../mocks/overrides';
import { mockState, server, withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { FeatureRoutes } from '../../testing/feature-routes';
import { fakePostcode, HANBIT_ADDRESS } from '../../widgets/address-search/postcode-fakes';
import { PostcodeLoaderContext } from '../../widgets/address-search/postcode-loader';
import { orderRoutes } from './order-routes';

withMockedApi();

const { order: O, orderProduct: L } = StandardIds;
const order = () => mockState().orders.find((row) => row.id === O.paidWithPoints);
const padding = () => order()?.lines.find((row) => row.id === L.shortPadding);

function renderDetail() {
  return renderWithApp(
    <PostcodeLoaderContext.Provider value={fakePostcode([HANBIT_ADDRESS])}>
      <FeatureRoutes routes={orderRoutes} />
    </PostcodeLoaderContext.Provider>,
    { route: `/my/orders/${O.paidWithPoints}` },
  );
}

describe('order changes', () => {
  it('changes a line to another combination of the same price, offering no sold-out one', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '한빛 숏패딩 옵션 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '옵션 변경' });
    const options = await within(dialog).findByRole('group', { name: '옵션' });
    expect((within(options).getByRole('radio', { name: /블랙 \/ M/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(options).getByRole('radio', { name: /아이보리 \/ L/ }) as HTMLInputElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '옵션 변경하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('바꿀 옵션을 선택하거나 입력해 주세요.');

    await user.click(within(options).getByRole('radio', { name: /블랙 \/ L/ }));
    await user.click(within(dialog).getByRole('button', { name: '옵션 변경하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe("'한빛 숏패딩' 옵션을 블랙 / L(으)로 바꿨어요.");
    await waitFor(() => expect(within(screen.getByRole('list', { name: '주문 상품 목록' })).getByText('블랙 / L')).toBeTruthy());
    expect(padding()?.optionText).toBe('블랙 / L');
  });

  it('changes the delivery address through the postcode search', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '배송지 변경' }));
    const form = screen.getByRole('form', { name: '배송지 변경' });
    await user.click(within(form).getByRole('button', { name: '주소 검색' }));
    await user.click(await screen.findByRole('button', { name: /한빛대학로 99/ }));
    expect((within(form).getByLabelText(/우편번호/) as HTMLInputElement).value).toBe('34134');
    const detail = within(form).getByLabelText('상세 주소');
    await user.clear(detail);
    await user.type(detail, '한빛관 305호');
    await user.click(within(form).getByRole('button', { name: '배송지 저장' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('배송지를 바꿨어요.'));
    expect(await screen.findByText(/\[34134\] 대전 유성구 한빛대학로 99 \(봉명동, 한빛아파트\) 한빛관 305호/)).toBeTruthy();
    expect(order()?.delivery).toMatchObject({ postCode: '34134', detailAddress: '한빛관 305호' });
  });

  it('keeps the form and shows the refusal when the address can no longer change', async () => {
    const user = userEvent.setup();
    const refusal = "'한빛 숏패딩' 상품은 상품 준비가 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요.";
    server.use(operationOverride(UpdateOrderDeliveryDocument, { error: { code: 'INVALID_STATE', message: refusal } }));
    renderDetail();
    const before = structuredClone(order()?.delivery);
    await user.click(await screen.findByRole('button', { name: '배송지 변경' }));
    const form = screen.getByRole('form', { name: '배송지 변경' });
    const name = within(form).getByLabelText(/받는 분/);
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: '배송지 저장' }));
    expect(within(form).getByText('필수 입력 항목이에요.', { exact: false })).toBeTruthy();

    await user.type(name, '김한빛');
    await user.click(within(form).getByRole('button', { name: '배송지 저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
    expect(order()?.delivery).toEqual(before);
  });
});

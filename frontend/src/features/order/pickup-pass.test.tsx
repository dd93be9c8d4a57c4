import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { FeatureRoutes } from '../../testing/feature-routes';
import { fakePostcode, HANBIT_ADDRESS } from '../../widgets/address-search/postcode-fakes';
import { PostcodeLoaderContext } from '../../widgets/address-search/postcode-loader';
import { orderRoutes } from './order-routes';

withMockedApi();

const { order: O, orderProduct: L } = StandardIds;
const line = () => mockState().orders.flatMap((order) => order.lines).find((row) => row.id === L.councilVarsity);

function renderPickupOrder() {
  return renderWithApp(
    <PostcodeLoaderContext.Provider value={fakePostcode([HANBIT_ADDRESS])}>
      <FeatureRoutes routes={orderRoutes} />
    </PostcodeLoaderContext.Provider>,
    { route: `/my/orders/${O.groupPickupPreparing}` },
  );
}

describe('pickup day on the order page', () => {
  it('shows the signed QR pass as an image naming the order, and where to show it', async () => {
    renderPickupOrder();
    const pass = await screen.findByRole('region', { name: '수령 QR 코드' });
    const image = await within(pass).findByRole('img', { name: `주문 ${O.groupPickupPreparing}번 수령 QR 코드` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(pass).getByText('학생회관 1층 생협 매장')).toBeTruthy();
  });

  it('asks to have the uncollected jacket shipped 착불, after which the pass is gone and the request shows', async () => {
    const user = userEvent.setup();
    renderPickupOrder();
    const offer = await screen.findByRole('region', { name: '택배로 받기' });
    await user.click(within(offer).getByRole('button', { name: '택배로 받기 신청' }));
    const form = within(offer).getByRole('form', { name: '택배로 받을 주소' });
    await user.click(within(form).getByRole('button', { name: '주소 검색' }));
    await user.click(await screen.findByRole('button', { name: /한빛대학로 99/ }));
    await user.type(within(form).getByLabelText('상세 주소'), '한빛관 305호');
    await user.click(within(form).getByRole('button', { name: '착불 택배로 받기' }));
    expect(await screen.findByText('택배 발송을 신청했어요. 택배비는 받을 때 내 주세요.')).toBeTruthy();
    expect(line()?.shippingRequestedAt).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: '수령 QR 코드' })).toBeNull());
    expect(await screen.findByText(/택배 발송을 신청했어요\(1개\)/)).toBeTruthy();
  });
});

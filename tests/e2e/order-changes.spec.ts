import { optionCombination, placePaidCardOrder } from './support/after-orders';
import { signIn } from './support/members';
import { orderLinesOf } from './support/orders';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// A paid order of the logo tee (colour and size, no extra price up to XL) can still change while
// nothing has been prepared: the size, and where it goes. The address is typed by hand because
// the postcode search does not load (the context blocks Kakao's script, so the run is the same
// with or without internet).
const TEE = { id: 24, name: '한빛 로고 반팔티' };
const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const NEW_ADDRESS = { postCode: '06236', address: '서울특별시 강남구 테헤란로 152', detailAddress: '강남파이낸스센터 12층' };

// The blocked script is reported by the browser; the page itself must log nothing.
test.use({ ignoreConsoleErrors: [/^Failed to load resource/] });

test('a student changes an option and the delivery address of a paid order', async ({ page, target }) => {
  await page.context().route(POSTCODE_SCRIPT, (route) => route.abort('blockedbyclient'));
  await signIn(page, target);
  const medium = await optionCombination(page, TEE.id, ['네이비', 'M']);
  const order = await placePaidCardOrder(page, { productId: TEE.id, productOptionDetailId: medium.id });
  const large = await optionCombination(page, TEE.id, ['네이비', 'L']);
  const mediumAfterOrder = await optionCombination(page, TEE.id, ['네이비', 'M']);

  await page.goto(`/my/orders/${order.id}`);
  const line = page.getByRole('list', { name: '주문 상품 목록' }).getByRole('listitem').filter({ hasText: TEE.name });
  await expect(line).toContainText('결제 완료');
  await expect(line).toContainText('네이비 / M');

  // The size: only combinations of the same price are offered, the ordered one marked as such.
  await line.getByRole('button', { name: `${TEE.name} 옵션 변경` }).click();
  const optionDialog = page.getByRole('dialog', { name: '옵션 변경' });
  const options = optionDialog.getByRole('group', { name: '옵션' });
  await expect(options.getByRole('radio', { name: '네이비 / M 지금 주문한 옵션' })).toBeChecked();
  await expect(options.getByRole('radio', { name: /2XL/ })).toHaveCount(0);
  await options.getByRole('radio', { name: '네이비 / L', exact: true }).check();
  await optionDialog.getByRole('button', { name: '옵션 변경하기' }).click();
  await expect(optionDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '옵션을' })).toHaveText(`'${TEE.name}' 옵션을 네이비 / L(으)로 바꿨어요.`);
  await expect(line).toContainText('네이비 / L');

  // The address, typed by hand once the search says it cannot load.
  await page.getByRole('button', { name: '배송지 변경' }).click();
  const form = page.getByRole('form', { name: '배송지 변경' });
  await form.getByRole('button', { name: '주소 검색' }).click();
  await expect(form.getByRole('alert')).toContainText('주소 검색 서비스를 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.');
  await form.getByRole('textbox', { name: /^우편번호/ }).fill(NEW_ADDRESS.postCode);
  await form.getByRole('textbox', { name: /^주소/ }).fill(NEW_ADDRESS.address);
  await form.getByRole('textbox', { name: /^상세 주소/ }).fill(NEW_ADDRESS.detailAddress);
  await form.getByRole('button', { name: '배송지 저장' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '배송지' })).toHaveText('배송지를 바꿨어요.');

  // Both are kept: the order reads the same after a reload.
  await page.reload();
  await expect(line).toContainText('네이비 / L');
  await expect(page.getByRole('region', { name: '배송지' })).toContainText(`[${NEW_ADDRESS.postCode}] ${NEW_ADDRESS.address} ${NEW_ADDRESS.detailAddress}`);

  // The stock follows the line: the large size is taken, the medium given back.
  expect((await optionCombination(page, TEE.id, ['네이비', 'L'])).count).toBe(large.count - order.count);
  expect((await optionCombination(page, TEE.id, ['네이비', 'M'])).count).toBe(mediumAfterOrder.count + order.count);

  // Put the catalogue back for the specs after this one (the real database lives for the run).
  const [lineId] = await orderLinesOf(page, order.id);
  await gql(page, 'mutation ($data: CancelOrderProductInput!) { cancelOrderProduct(data: $data) { id } }', {
    data: { orderProductId: lineId, cancelReason: '테스트 주문 정리' },
  });
});

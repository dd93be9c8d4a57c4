// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api';
import { recordStatements } from '../support/catalog-statements';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, optionDetailIds, placeOrder, useCheckoutApi } from '../support/checkout';

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

describe('placeOrder statements', () => {
  it('prints', async () => {
    const product = await checkoutProduct(api, { combinations: [{ colour: '네이비', size: 'L', count: 20 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    for (let i = 0; i < 2; i += 1) {
      const member = await memberWithPoints(api, 1000);
      const line = await cartLine(api, member.user.id, { productId: product.id, productOptionDetailId: detailId!, count: 1 });
      const { result, statements } = await recordStatements(() =>
        placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 500, delivery: DELIVERY }),
      );
      expect(result.errors).toBeUndefined();
      console.log(statements.length + '\n' + statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 220)).join('\n'));
    }
  });
});

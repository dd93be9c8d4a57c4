// State the standard scenario does not start in, applied by the mocked API itself just before it
// answers the checkout's query, so the screen and a later placeOrder see the same cart and points.
import { CartsCheckoutedDocument } from '../../frontend/src/lib/__generated__/graphql';
import { answerFromMockApi, mockApi, mockedApiLink } from '../../mocks/handlers';
import type { StoreState } from '../../mocks/store/types';

const DEMO = 1;
const GRANTED_ROW_ID = 90_000;

export const JACKET = 1;
export const SOCKS = 34;

/** Only these products' lines of the demo member stay selected. */
export const selectOnly = (productIds: readonly number[]) => (state: StoreState) => {
  for (const cart of state.carts) if (cart.userId === DEMO) cart.selected = productIds.includes(cart.productId);
};

/** The demo member holds `value` points more (once, however often the query is asked). */
export const grantPoints = (value: number) => (state: StoreState) => {
  if (state.points.some((row) => row.id === GRANTED_ROW_ID)) return;
  const gain = state.points.find((row) => row.userId === DEMO && row.status === 'GAIN' && (row.remaining ?? 0) > 0);
  if (gain) state.points.push({ ...gain, id: GRANTED_ROW_ID, value, remaining: value, orderId: null, orderProductId: null, reviewId: null });
};

/** A `parameters.msw` handler: CartsCheckouted answered from the scenario after these changes. */
export function checkoutWith(...changes: ((state: StoreState) => void)[]) {
  return mockedApiLink.query(CartsCheckoutedDocument, ({ request, query, variables, operationName }) => {
    for (const change of changes) change(mockApi().db.state);
    return answerFromMockApi(request, query, variables, operationName);
  });
}

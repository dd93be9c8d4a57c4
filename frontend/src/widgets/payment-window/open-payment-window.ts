import { ShopIntegrationsDocument, type PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { loadPortOneSdk, PaymentWindowError, type PortOneSdk } from './portone-sdk';
import { completionUrl, requestPayParams } from './request-pay-params';
import { paths } from '../../lib/paths';

export interface PaymentWindowOptions {
  /**
   * The shop's PortOne merchant code (ShopIntegrations.portoneMerchantCode); asked from the API
   * when not given. `usePaymentWindow` passes the cached one.
   */
  merchantCode?: string | null;
  /** Stand-ins for tests. */
  loadSdk?: () => Promise<PortOneSdk>;
  assign?: (url: string) => void;
}

export const PAYMENT_NOT_CONFIGURED_MESSAGE =
  '지금은 결제창을 열 수 없어요. 잠시 후 주문 내역에서 다시 결제하거나 고객센터로 문의해 주세요.';

async function merchantCodeOf(options: PaymentWindowOptions): Promise<string | null> {
  if (options.merchantCode !== undefined) return options.merchantCode;
  const { university } = await request(ShopIntegrationsDocument, {});
  return university.integrations.portoneMerchantCode;
}

/**
 * Opens the payment window for a placed order. The shop's sandbox (development, QA, the mocked
 * API) is a page of its own: the browser goes there. Otherwise PortOne's SDK opens the PG's
 * window; on phones it leaves for the PG and comes back through m_redirect_url, on PC it calls
 * back here and the browser goes to the same completion address. Resolves once the window is
 * handed over; refuses with a Korean PaymentWindowError when it cannot open.
 */
export async function openPaymentWindow(
  payment: PaymentRequestFieldsFragment,
  orderId: number,
  options: PaymentWindowOptions = {},
): Promise<void> {
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  if (payment.sandboxUrl) {
    assign(payment.sandboxUrl);
    return;
  }
  if (payment.payMethod === 'point') {
    // Nothing to pay at a PG: the order is complete already.
    assign(new URL(paths.paymentComplete(orderId), window.location.href).toString());
    return;
  }
  const merchantCode = await merchantCodeOf(options);
  if (!merchantCode) throw new PaymentWindowError(PAYMENT_NOT_CONFIGURED_MESSAGE);
  const sdk = await (options.loadSdk ?? loadPortOneSdk)();
  sdk.init(merchantCode);
  sdk.request_pay(requestPayParams(payment), (response) => {
    assign(completionUrl(payment.redirectUrl, response, payment.merchantUid));
  });
}

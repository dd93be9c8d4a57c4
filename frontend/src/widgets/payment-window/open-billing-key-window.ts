import type { RequestBillingKeyMutation } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { ShopIntegrationsDocument } from '../../lib/__generated__/graphql';
import { PAYMENT_NOT_CONFIGURED_MESSAGE } from './open-payment-window';
import { loadPortOneSdk, PaymentWindowError, type PortOneSdk, type RequestPayParams } from './portone-sdk';
import { completionUrl } from './request-pay-params';

export type BillingKeyRequest = RequestBillingKeyMutation['requestBillingKey'];

export interface BillingKeyWindowOptions {
  merchantCode?: string | null;
  loadSdk?: () => Promise<PortOneSdk>;
  assign?: (url: string) => void;
}

/** request_pay with customer_uid: the window registers the card or KakaoPay and charges nothing. */
export function billingKeyParams(key: BillingKeyRequest): RequestPayParams {
  return {
    pg: key.pg,
    // KakaoPay through its own PG takes pay_method card, like a payment does.
    pay_method: 'card',
    merchant_uid: key.merchantUid,
    amount: key.amount,
    customer_uid: key.customerUid,
    name: key.name,
    buyer_name: key.buyerName,
    buyer_email: key.buyerEmail,
    buyer_tel: key.buyerTel,
    m_redirect_url: key.redirectUrl,
  };
}

/**
 * Opens the window that issues a billing key, the way openPaymentWindow opens a payment: the
 * sandbox page when the API runs one, PortOne's SDK otherwise. It comes back to the same
 * completion page with customer_uid, which registers the key (registerBillingKey).
 */
export async function openBillingKeyWindow(key: BillingKeyRequest, options: BillingKeyWindowOptions = {}): Promise<void> {
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  if (key.sandboxUrl) {
    assign(key.sandboxUrl);
    return;
  }
  const merchantCode =
    options.merchantCode !== undefined ? options.merchantCode : (await request(ShopIntegrationsDocument, {})).university.integrations.portoneMerchantCode;
  if (!merchantCode) throw new PaymentWindowError(PAYMENT_NOT_CONFIGURED_MESSAGE);
  const sdk = await (options.loadSdk ?? loadPortOneSdk)();
  sdk.init(merchantCode);
  sdk.request_pay(billingKeyParams(key), (response) => {
    const url = new URL(completionUrl(key.redirectUrl, response, key.merchantUid));
    url.searchParams.set('customer_uid', key.customerUid);
    assign(url.toString());
  });
}

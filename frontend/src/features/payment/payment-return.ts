/**
 * What PortOne appended to the completion address (m_redirect_url on phones, the callback on PC):
 * imp_uid, merchant_uid, imp_success and, on failure, error_code and error_msg. Older PGs send
 * only some of them, so each may be missing.
 */
export interface PaymentReturn {
  impUid: string | null;
  merchantUid: string | null;
  /** False when the window said the payment did not go through. */
  failed: boolean;
  /** The PG's own words on a failure, shown as they came (already Korean on Korean PGs). */
  errorMessage: string | null;
  /** Set when the window issued a billing key instead of paying (CHARGE_AT_CLOSE, ADR 0064). */
  customerUid: string | null;
}

const MAX_ERROR_LENGTH = 200;

export function parsePaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : null;
  };
  const errorMessage = text('error_msg')?.slice(0, MAX_ERROR_LENGTH) ?? null;
  const failed = params.get('imp_success') === 'false' || params.get('success') === 'false' || text('error_code') !== null || errorMessage !== null;
  return { impUid: text('imp_uid'), merchantUid: text('merchant_uid'), failed, errorMessage, customerUid: text('customer_uid') };
}

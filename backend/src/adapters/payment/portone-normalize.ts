import { z } from 'zod';
import { kftcCodeOf } from './portone-bank-codes';
import { PaymentGatewayError, type GatewayBillingKey, type GatewayPayment, type GatewayVirtualAccount } from './payment-gateway';

// Lenient on purpose: PortOne fills unused fields with null, "" or 0 depending on the PG, and a
// payment the shop cannot read must fail loudly only for the fields verification depends on.
const text = z.string().nullish();
const unixSeconds = z.coerce.number().nullish();

const paymentWire = z.object({
  imp_uid: z.string().min(1),
  merchant_uid: z.string().min(1),
  amount: z.coerce.number(),
  cancel_amount: z.coerce.number().nullish(),
  currency: text,
  status: z.enum(['ready', 'paid', 'cancelled', 'failed']),
  pay_method: text,
  pg_provider: text,
  vbank_code: text,
  vbank_name: text,
  vbank_num: text,
  vbank_holder: text,
  vbank_date: unixSeconds,
  paid_at: unixSeconds,
  fail_reason: text,
});

const customerWire = z.object({
  customer_uid: z.string().min(1),
  pg_provider: text,
  card_name: text,
  card_number: text,
  inserted: unixSeconds,
});

const tokenWire = z.object({
  access_token: z.string().min(1),
  now: z.coerce.number(),
  expired_at: z.coerce.number(),
});

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** UNIX seconds to a Date; PortOne writes 0 for "never". */
export function dateFromUnix(value: number | null | undefined): Date | null {
  return value && value > 0 ? new Date(value * 1000) : null;
}

function virtualAccountOf(wire: z.infer<typeof paymentWire>): GatewayVirtualAccount | null {
  const num = blankToNull(wire.vbank_num);
  const dueAt = dateFromUnix(wire.vbank_date);
  if (!num || !dueAt) return null;
  return {
    num,
    name: wire.vbank_name ?? '',
    code: kftcCodeOf(wire.vbank_code) ?? wire.vbank_code ?? '',
    holder: wire.vbank_holder ?? '',
    dueAt,
  };
}

/** A `PaymentAnnotation` as the port describes payments. */
export function toGatewayPayment(response: unknown): GatewayPayment {
  const parsed = paymentWire.safeParse(response);
  if (!parsed.success) throw new PaymentGatewayError('PortOne answered a payment the adapter cannot read');
  const wire = parsed.data;
  return {
    impUid: wire.imp_uid,
    merchantUid: wire.merchant_uid,
    amount: wire.amount,
    cancelAmount: wire.cancel_amount ?? 0,
    currency: wire.currency ?? 'KRW',
    status: wire.status,
    payMethod: blankToNull(wire.pay_method),
    pgProvider: blankToNull(wire.pg_provider),
    vbank: virtualAccountOf(wire),
    paidAt: dateFromUnix(wire.paid_at),
    failReason: blankToNull(wire.fail_reason),
  };
}

/** A `CustomerAnnotation` as the port describes billing keys. */
export function toGatewayBillingKey(response: unknown): GatewayBillingKey {
  const parsed = customerWire.safeParse(response);
  if (!parsed.success) throw new PaymentGatewayError('PortOne answered a billing key the adapter cannot read');
  const wire = parsed.data;
  return {
    customerUid: wire.customer_uid,
    pgProvider: blankToNull(wire.pg_provider),
    cardName: blankToNull(wire.card_name),
    cardNumber: blankToNull(wire.card_number),
    insertedAt: dateFromUnix(wire.inserted),
  };
}

/** The access token and how long it lives, measured on PortOne's clock so local skew does not matter. */
export function toToken(response: unknown): { token: string; lifetimeMs: number } {
  const parsed = tokenWire.safeParse(response);
  if (!parsed.success) throw new PaymentGatewayError('PortOne answered an access token the adapter cannot read');
  return { token: parsed.data.access_token, lifetimeMs: (parsed.data.expired_at - parsed.data.now) * 1000 };
}

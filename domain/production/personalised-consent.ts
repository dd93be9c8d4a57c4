import { badUserInput } from '../errors/errors';

/*
 * Made-to-order lines (docs/product-rules.md#group-purchases, E-Commerce Act art. 17(2)): a line
 * whose product asks for free texts (embroidery) is made for one person, so the buyer agrees at
 * checkout that it cannot be returned once production starts. The sentence is stored on each such
 * line as it was agreed to, so a later rewording never changes what a member accepted.
 */

/** The one sentence a member agrees to; the checkout shows it, the API stores it. */
export const PERSONALISED_CONSENT_TEXT =
  '자수·각인 등 주문 제작 상품은 제작이 시작되면 취소·교환·반품할 수 없다는 것을 확인했어요. (전자상거래법 제17조 제2항)';

/** The refusal when a made-to-order line is ordered without the consent. */
export const PERSONALISED_CONSENT_REQUIRED_MESSAGE = '주문 제작 상품이 있어요. 제작 후에는 반품할 수 없다는 내용에 동의해 주세요.';

/** The field named by the refusal (BAD_USER_INPUT), so the checkout marks the checkbox. */
export const PERSONALISED_CONSENT_FIELD = 'personalisedConsent';

/** A line is made to order when it carries at least one free text. */
export function isPersonalisedLine(inputs: readonly (string | null | undefined)[]): boolean {
  return inputs.some((text) => text != null && text.trim() !== '');
}

export interface ConsentRecord {
  text: string;
  agreedAt: Date;
}

/**
 * What to store on the order's personalised lines: null when no line is personalised; refuses when
 * one is and the member did not tick the box (only `true` counts: a missing answer is no consent).
 */
export function consentForOrder(
  lines: readonly { inputs: readonly (string | null | undefined)[] }[],
  consent: boolean | null | undefined,
  now: Date,
): ConsentRecord | null {
  if (!lines.some((line) => isPersonalisedLine(line.inputs))) return null;
  if (consent !== true) throw badUserInput(PERSONALISED_CONSENT_REQUIRED_MESSAGE, PERSONALISED_CONSENT_FIELD);
  return { text: PERSONALISED_CONSENT_TEXT, agreedAt: now };
}

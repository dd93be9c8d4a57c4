import { z } from 'zod';
import { invalidState } from '../errors/errors';

/*
 * Group pickup points (ADR 0046): the places a department's group order is handed out. They are
 * the tenant's own list that products pick from, so a changed address or phone reaches every
 * product that uses the point at once.
 */

export const PICKUP_NAME_MAX = 40;
export const PICKUP_ADDRESS_MAX = 200;
export const PICKUP_NOTE_MAX = 500;

export const PICKUP_POINT_NOT_FOUND_MESSAGE = '단체 수령지를 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const PICKUP_NAME_MESSAGE = `수령지 이름을 1~${PICKUP_NAME_MAX}자로 입력해 주세요.`;
export const PICKUP_POST_CODE_MESSAGE = '우편번호를 숫자 5자리로 입력해 주세요.';
export const PICKUP_ADDRESS_MESSAGE = `도로명 주소를 1~${PICKUP_ADDRESS_MAX}자로 입력해 주세요.`;
export const PICKUP_DETAIL_MESSAGE = `상세 주소를 ${PICKUP_ADDRESS_MAX}자 이내로 입력해 주세요.`;
export const PICKUP_TEL_MESSAGE = '연락처를 숫자와 하이픈으로 9~13자리 입력해 주세요. 예: 042-123-4567';
export const PICKUP_NOTE_MESSAGE = `수령 안내를 ${PICKUP_NOTE_MAX}자 이내로 입력해 주세요.`;
export const PICKUP_NAME_TAKEN_MESSAGE = '이름이 같은 단체 수령지가 있어요. 다른 이름을 입력해 주세요.';
export const PICKUP_POINT_IN_USE_MESSAGE = '이 수령지에서 나눠 주는 상품이 있어 지울 수 없어요. 상품의 수령지를 먼저 바꿔 주세요.';

const text = (message: string, max: number, min = 1) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

export const pickupPointInput = z.object({
  name: text(PICKUP_NAME_MESSAGE, PICKUP_NAME_MAX),
  postCode: z.string({ error: PICKUP_POST_CODE_MESSAGE }).trim().regex(/^\d{5}$/, { error: PICKUP_POST_CODE_MESSAGE }),
  address: text(PICKUP_ADDRESS_MESSAGE, PICKUP_ADDRESS_MAX),
  detailAddress: text(PICKUP_DETAIL_MESSAGE, PICKUP_ADDRESS_MAX, 0),
  tel: z
    .string({ error: PICKUP_TEL_MESSAGE })
    .trim()
    .regex(/^[0-9-]+$/, { error: PICKUP_TEL_MESSAGE })
    .refine((value) => {
      const digits = value.replace(/-/g, '').length;
      return digits >= 9 && digits <= 13;
    }, { error: PICKUP_TEL_MESSAGE }),
  note: text(PICKUP_NOTE_MESSAGE, PICKUP_NOTE_MAX, 0),
});
export type PickupPointFields = z.output<typeof pickupPointInput>;

export const updatePickupPointInput = z.object({
  id: z.number({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }).int({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }).positive({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }),
  expectedUpdatedAt: z.union([z.string(), z.date()], { error: '수정 기준 시각이 없어요. 새로고침한 뒤 다시 저장해 주세요.' }),
  point: pickupPointInput,
});

/** Names are how staff pick a point on the product editor, so two points never share one. */
export function isPickupNameTaken(points: readonly { id: number; name: string }[], name: string, exceptId?: number): boolean {
  const wanted = name.trim().toLowerCase();
  return points.some((point) => point.id !== exceptId && point.name.trim().toLowerCase() === wanted);
}

export const deletePickupPointInput = z.object({
  id: z.number({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }).int({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }).positive({ error: PICKUP_POINT_NOT_FOUND_MESSAGE }),
});

/**
 * A point products still hand out at is kept: their pages and the order desk's pickup filter name
 * it. Orders already placed keep their own copy of the place, so they never block a delete.
 */
export function checkPickupPointDelete(productCount: number): void {
  if (productCount > 0) throw invalidState(PICKUP_POINT_IN_USE_MESSAGE);
}

// Delivery addresses (saved, and on orders) and the refund-account bank list: the checks a
// Korean checkout form needs, with messages naming the field to fix.
import { z } from 'zod';
import { badUserInput } from '../../backend/src/graphql/errors';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import type { StoreAddress, StoreMember, StoreUserDelivery } from './types';

const addressSchema = z.object({
  name: z.string().trim().min(2, '받는 분 이름을 2~20자로 입력해 주세요.').max(20, '받는 분 이름을 2~20자로 입력해 주세요.'),
  postCode: z.string().trim().regex(/^\d{5}$/, '우편번호 5자리를 입력해 주세요.'),
  address: z.string().trim().min(1, '주소를 검색해 입력해 주세요.').max(200, '주소가 너무 깁니다.'),
  detailAddress: z.string().trim().max(100, '상세 주소는 100자까지 입력할 수 있습니다.'),
  tel: z
    .string()
    .trim()
    .refine((tel) => /^\+?[\d-]+$/.test(tel) && tel.replace(/\D/g, '').length >= 9 && tel.replace(/\D/g, '').length <= 15, {
      message: '받는 분 연락처를 숫자로 정확히 입력해 주세요.',
    }),
  note: z
    .string()
    .trim()
    .max(100, '배송 메모는 100자까지 입력할 수 있습니다.')
    .nullish()
    .transform((note) => (note ? note : null)),
});

export type AddressFields = Omit<StoreAddress, 'id'>;

export function validateAddress(input: T.UserDeliveryInput | T.OrderDeliveryInput): AddressFields {
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badUserInput(issue?.message ?? '배송지를 다시 확인해 주세요.', String(issue?.path[0] ?? 'delivery'));
  }
  return parsed.data;
}

export function userDeliveryOf(db: MockDb, userId: number): StoreUserDelivery | null {
  return db.state.userDeliveries.find((row) => row.userId === userId) ?? null;
}

/** Creates or replaces the member's one saved address. */
export function saveUserDelivery(db: MockDb, userId: number, fields: AddressFields): StoreUserDelivery {
  const existing = userDeliveryOf(db, userId);
  if (existing) {
    Object.assign(existing, fields);
    return existing;
  }
  const row: StoreUserDelivery = { id: db.nextId('userDelivery'), userId, ...fields };
  db.state.userDeliveries.push(row);
  return row;
}

export function updateUserDelivery(db: MockDb, viewer: StoreMember | null, data: T.UserDeliveryInput): StoreUserDelivery {
  const member = requireViewer(viewer);
  return saveUserDelivery(db, member.id, validateAddress(data));
}

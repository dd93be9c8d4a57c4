// Delivery addresses, saved and on orders, checked by the real schemas (the pure
// account/delivery-address-input.ts and checkout's place-order-input.ts, which extends it): the
// same fields, words and E.164 phone numbers.
import { z } from 'zod';
import { parseInput } from '../../domain/errors/input';
import { deliveryAddressSchema } from '../../domain/account/delivery-address-input';
import { orderDeliverySchema } from '../../domain/order/place-order-input';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import type { StoreAddress, StoreMember, StoreUserDelivery } from './types';

export type AddressFields = Omit<StoreAddress, 'id'>;

const orderAddressSchema = z.object({ delivery: orderDeliverySchema });

/** The saved-address form: a refusal names the field (`postCode`). */
export function validateAddress(input: unknown): AddressFields {
  return parseInput(deliveryAddressSchema, input);
}

/** An order's address: a refusal names `delivery.<field>`, as checkout and address changes do. */
export function validateOrderAddress(input: unknown): AddressFields & { saveAsDefault: boolean } {
  return parseInput(orderAddressSchema, { delivery: input }).delivery;
}

export function userDeliveryOf(db: MockDb, userId: number): StoreUserDelivery | null {
  return db.state.userDeliveries.find((row) => row.userId === userId) ?? null;
}

/** Creates or replaces the member's one saved address. */
export function saveUserDelivery(db: MockDb, userId: number, fields: AddressFields): StoreUserDelivery {
  const address: AddressFields = {
    name: fields.name,
    postCode: fields.postCode,
    address: fields.address,
    detailAddress: fields.detailAddress,
    tel: fields.tel,
    note: fields.note,
  };
  const existing = userDeliveryOf(db, userId);
  if (existing) {
    Object.assign(existing, address);
    return existing;
  }
  const row: StoreUserDelivery = { id: db.nextId('userDelivery'), userId, ...address };
  db.state.userDeliveries.push(row);
  return row;
}

export function updateUserDelivery(db: MockDb, viewer: StoreMember | null, data: T.UserDeliveryInput): StoreUserDelivery {
  const member = requireViewer(viewer);
  return saveUserDelivery(db, member.id, validateAddress(data));
}

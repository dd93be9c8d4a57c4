// The console's catalogue setup rows (categories, promoted list, templates, pickup points), built
// the way the staff queries report them.
import type * as T from '../__generated__/types';
import { PICKUP } from '../scenarios/standard/products/build';
import { daysBefore } from './clock';
import { buildPromotedCategory } from './content';
import { buildDeliveryTemplate } from './delivery';
import { int, nextId, withOverrides } from './random';

export function buildStaffCategory(overrides?: Partial<T.StaffCategory>): T.StaffCategory {
  return withOverrides(
    {
      __typename: 'StaffCategory',
      id: nextId('StaffCategory'),
      parentId: null,
      content: '후드·맨투맨',
      visible: true,
      isGroup: false,
      position: 0,
      productCount: int(0, 12),
      promoted: false,
      updatedAt: daysBefore(int(1, 30)),
    },
    overrides,
  );
}

export function buildStaffPromotedCategories(overrides?: Partial<T.StaffPromotedCategories>): T.StaffPromotedCategories {
  return withOverrides(
    { __typename: 'StaffPromotedCategories', categories: [buildPromotedCategory(), buildPromotedCategory()], updatedAt: daysBefore(int(1, 30)) },
    overrides,
  );
}

export function buildStaffDeliveryTemplate(overrides?: Partial<T.StaffDeliveryTemplate>): T.StaffDeliveryTemplate {
  const { __typename: _typename, createdAt: _createdAt, ...template } = buildDeliveryTemplate(overrides?.deliveryType ? { deliveryType: overrides.deliveryType } : {});
  return withOverrides({ ...template, __typename: 'StaffDeliveryTemplate', productCount: int(0, 20) }, overrides);
}

export function buildStaffPickupPoint(overrides?: Partial<T.StaffPickupPoint>): T.StaffPickupPoint {
  return withOverrides(
    { __typename: 'StaffPickupPoint', id: nextId('StaffPickupPoint'), ...PICKUP, productCount: int(0, 8), updatedAt: daysBefore(int(1, 30)) },
    overrides,
  );
}

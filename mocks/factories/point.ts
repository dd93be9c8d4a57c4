// Point ledger rows whose type matches their status, and summaries that follow the balance rule.
import type * as T from '../__generated__/types';
import { pointTypes } from '../../domain/reference/reference';
import { toPointType } from '../scenarios/graphql-shapes';
import { daysAfter, daysBefore } from './clock';
import { int, pick, nextId, withOverrides } from './random';

const TYPES_BY_STATUS: Record<T.PointStatus, readonly string[]> = {
  GAIN: ['SIGNUP', 'PURCHASE', 'REVIEW_TEXT', 'REVIEW_PHOTO', 'RECOMMEND', 'REFUND'],
  RESERVED: ['PURCHASE'],
  USED: ['USE'],
  EXPIRED: ['EXPIRE'],
};

const VALUES_BY_CODE: Record<string, readonly number[]> = {
  SIGNUP: [1000],
  RECOMMEND: [1000],
  REVIEW_TEXT: [300],
  REVIEW_PHOTO: [500],
  PURCHASE: [190, 350, 490, 790, 1290],
  REFUND: [500, 1000],
  USE: [500, 1000, 1500, 2000],
  EXPIRE: [300, 1000],
};

/** A point type row of the standard catalogue (same ids and Korean reasons). */
export function buildPointType(overrides?: Partial<T.PointType>): T.PointType {
  return withOverrides(toPointType(pick(pointTypes)), overrides);
}

/** A ledger row; `status` decides its reason and amount (GAIN rows expire a year later). */
export function buildPoint(overrides?: Partial<T.Point>): T.Point {
  const status = overrides?.status ?? pick(['GAIN', 'GAIN', 'USED', 'RESERVED', 'EXPIRED'] as const);
  const code = pick(TYPES_BY_STATUS[status]);
  const type = pointTypes.find((row) => row.code === code) ?? pointTypes[0];
  if (!type) throw new Error('The standard catalogue has no point types');
  const createdAt = overrides?.createdAt ?? daysBefore(int(0, 120));
  return withOverrides(
    {
      __typename: 'Point',
      id: nextId('Point'),
      status,
      value: pick(VALUES_BY_CODE[code] ?? [1000]),
      pointType: toPointType(type),
      createdAt,
      expiredAt: status === 'GAIN' ? daysAfter(createdAt, 365) : null,
    },
    overrides,
  );
}

export function buildPointPage(overrides?: Partial<T.PointPage>): T.PointPage {
  const items =
    overrides?.items ?? (['RESERVED', 'USED', 'GAIN', 'GAIN', 'EXPIRED'] as const).map((status, index) =>
      buildPoint({ status, createdAt: daysBefore(index * 12 + 1) }),
    );
  return withOverrides({ __typename: 'PointPage', items, total: items.length }, overrides);
}

export function buildPointSummary(overrides?: Partial<T.PointSummary>): T.PointSummary {
  const balance = overrides?.balance ?? pick([0, 1260, 2500, 4300]);
  return withOverrides(
    {
      __typename: 'PointSummary',
      balance,
      reserved: pick([0, 490, 1275, 2115]),
      expiringSoon: Math.min(balance, pick([0, 0, 300, 1000])),
    },
    overrides,
  );
}

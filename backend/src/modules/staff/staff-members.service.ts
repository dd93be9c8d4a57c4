// The console's member list and member detail (issue 15, item 8; docs/decisions/0048): staff of a
// university see only its members; another university's member is NOT_FOUND, like one that does
// not exist. Password hashes never leave the entity (the column is hidden).
import type { EntityManager } from '@mikro-orm/postgresql';
import { isSuspendedAuthority } from '../../../../domain/enums';
import { parseInput } from '../../../../domain/errors/input';
import {
  filterRange,
  MEMBER_PAGE_SIZE,
  MEMBER_RECENT_ORDERS,
  MEMBER_RECENT_POINTS,
  MEMBER_RECENT_REVIEWS,
  memberNotFound,
  memberSearchOf,
  membersInput,
} from '../../../../domain/member/member-admin';
import type * as G from '../../graphql/__generated__/resolvers-types';
import { User } from '../account/user.entity';
import { Order } from '../order/order.entity';
import { Point } from '../point/point.entity';
import { readPointSummary } from '../point/point-rows';
import { Review } from '../review/review.entity';
import type { StaffScope } from './staff-access';

/** The member of this university, or NOT_FOUND. */
export async function memberOfTenant(em: EntityManager, scope: StaffScope, id: number): Promise<User> {
  const member = Number.isSafeInteger(id) && id > 0 ? await em.findOne(User, { id, university: scope.universityId }, { refresh: true }) : null;
  if (!member) throw memberNotFound();
  return member;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members of this university, newest sign-up first, 20 per page, with their balances. */
export async function listStaffMembers(
  em: EntityManager,
  scope: StaffScope,
  data: G.StaffMembersInput | null | undefined,
  now: Date = new Date(),
): Promise<G.StaffMemberPage> {
  const input = parseInput(membersInput, data ?? {});
  const where: string[] = ['u.university_id = ?'];
  const params: unknown[] = [scope.universityId];
  const search = memberSearchOf(input.search);
  if (search) {
    const like = `%${escapeLike(search.text)}%`;
    const either = ['lower(u.name) like ?', 'u.email like ?'];
    params.push(like, like);
    if (search.telExact) {
      either.push('u.tel = ?');
      params.push(search.telExact);
    }
    if (search.telDigits) {
      either.push('u.tel like ?');
      params.push(`%${search.telDigits}%`);
    }
    where.push(`(${either.join(' or ')})`);
  }
  const range = filterRange(input.authority);
  if (range) {
    where.push('u.authority between ? and ?');
    params.push(range.min, range.max);
  }
  const page = input.page ?? 1;
  const rows = await em.execute<MemberRow[]>(
    `select u.id, u.name, u.email, u.tel, u.authority, u.resigned_at, u.created_at, count(*) over () as total,
        coalesce((select sum(case
          when pt.status = 'GAIN' then pt.value - case when pt.expired_at <= ? then coalesce(pt.remaining, 0) else 0 end
          when pt.status in ('USED', 'EXPIRED') then -pt.value else 0 end) from point pt where pt.user_id = u.id), 0)::int as balance
      from "user" u where ${where.join(' and ')}
      order by u.created_at desc, u.id desc limit ? offset ?`,
    [now, ...params, MEMBER_PAGE_SIZE, (page - 1) * MEMBER_PAGE_SIZE],
  );
  const total = rows[0] ? Number(rows[0].total) : await countMembers(em, where, params);
  return {
    total,
    items: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email,
      tel: row.tel,
      authority: Number(row.authority),
      suspended: isSuspendedAuthority(Number(row.authority)),
      resigned: row.resigned_at != null,
      pointBalance: Math.max(0, Number(row.balance)),
      createdAt: new Date(row.created_at),
    })),
  };
}

// A page past the end has no rows to carry the window count.
async function countMembers(em: EntityManager, where: string[], params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(`select count(*) as total from "user" u where ${where.join(' and ')}`, params);
  return Number(row?.total ?? 0);
}

interface MemberRow {
  id: number | string;
  name: string;
  email: string;
  tel: string | null;
  authority: number | string;
  resigned_at: Date | string | null;
  created_at: Date | string;
  total: number | string;
  balance: number | string;
}

/** One member of this university with their recent orders, ledger rows and reviews. */
export async function staffMemberDetail(em: EntityManager, scope: StaffScope, id: number, now: Date = new Date()): Promise<G.StaffMember> {
  const member = await memberOfTenant(em, scope, id);
  await em.populate(member, ['userType']);
  const [orders, orderCount] = await em.findAndCount(
    Order,
    { user: member.id },
    { populate: ['orderProducts'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: MEMBER_RECENT_ORDERS },
  );
  const [points, pointCount] = await em.findAndCount(
    Point,
    { user: member.id },
    { populate: ['pointType'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: MEMBER_RECENT_POINTS },
  );
  const [reviews, reviewCount] = await em.findAndCount(
    Review,
    { user: member.id },
    { populate: ['product'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: MEMBER_RECENT_REVIEWS },
  );
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    tel: member.tel ?? null,
    admissionYear: member.admissionYear ?? null,
    userTypeName: member.userType?.content ?? null,
    authority: member.authority,
    suspended: member.isSuspended(),
    levelBeforeSuspension: member.isSuspended() ? (member.authorityBeforeSuspension ?? null) : null,
    suspendedAt: member.isSuspended() ? (member.suspendedAt ?? null) : null,
    suspendReason: member.isSuspended() ? (member.suspendReason ?? null) : null,
    resigned: member.isResigned(),
    createdAt: member.createdAt,
    pointSummary: await readPointSummary(em, member.id, now),
    orderCount,
    recentOrders: orders.map((order) => ({
      id: order.id,
      paidPrice: order.paidPrice,
      pointUsing: order.pointUsing,
      createdAt: order.createdAt,
      lines: order.orderProducts
        .getItems()
        .sort((a, b) => a.id - b.id)
        .map((line) => ({
          id: line.id,
          productId: line.product.id,
          productName: line.productName,
          optionText: line.optionText,
          count: line.count,
          paidPrice: line.paidPrice,
          status: line.status,
        })),
    })),
    pointCount,
    recentPoints: points.map((row) => ({
      id: row.id,
      status: row.status,
      value: row.value,
      typeName: row.pointType.content,
      reason: row.reason ?? null,
      createdAt: row.createdAt,
    })),
    reviewCount,
    recentReviews: reviews.map((review) => ({
      id: review.id,
      productId: review.product.id,
      productName: review.product.name,
      rating: review.rating,
      note: review.note,
      status: review.status,
      createdAt: review.createdAt,
    })),
  };
}

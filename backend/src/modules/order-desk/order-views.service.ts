// Saved desk views (docs/decisions/0049-order-desk.md): personal, so any console reader
// (ADMINHIDDEN included) keeps their own; another member's view, or one of another shop, is
// NOT_FOUND. No audit row: a view changes nothing in the shop.
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../../domain/errors/input';
import { orderLineFilterInput, type OrderLineFilter } from '../../../../domain/order-desk/order-line-filter';
import { ORDER_DESK_MESSAGES, ORDER_VIEW_LIMIT, orderViewNotFound, saveOrderViewInput } from '../../../../domain/order-desk/order-desk';
import { badUserInput } from '../../../../domain/errors/errors';
import type * as G from '../../graphql/__generated__/resolvers-types';
import type { StaffScope } from '../staff/staff-access';
import { StaffOrderView } from './order-view.entity';

function viewOf(view: StaffOrderView): G.StaffOrderView {
  const filter = view.filter as Partial<OrderLineFilter>;
  return {
    id: view.id,
    name: view.name,
    sort: view.sort as G.StaffOrderLineSort,
    createdAt: view.createdAt,
    filter: {
      statuses: filter.statuses ?? [],
      productId: filter.productId ?? null,
      productOptionDetailId: filter.productOptionDetailId ?? null,
      payMethod: filter.payMethod ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      pickupPointId: filter.pickupPointId ?? null,
      shippingRequested: filter.shippingRequested ?? null,
      search: filter.search ?? null,
    },
  };
}

const ownerOf = (scope: StaffScope) => ({ university: scope.universityId, staffUser: scope.staffUserId ?? 0 });

export async function listOrderViews(em: EntityManager, scope: StaffScope): Promise<G.StaffOrderView[]> {
  const views = await em.find(StaffOrderView, ownerOf(scope), { orderBy: { name: 'asc', id: 'asc' }, refresh: true });
  return views.map(viewOf);
}

export async function saveOrderView(
  em: EntityManager,
  scope: StaffScope,
  args: { name: string; filter: G.StaffOrderLineFilter; sort?: G.StaffOrderLineSort | null },
): Promise<G.StaffOrderView> {
  const { name, sort } = parseInput(saveOrderViewInput, { name: args.name, sort: args.sort });
  const filter = parseInput(orderLineFilterInput, args.filter ?? {}, 'filter');
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(StaffOrderView, { ...ownerOf(scope), name });
    if (existing) {
      existing.filter = filter;
      existing.sort = sort;
      await tx.flush();
      return viewOf(existing);
    }
    if ((await tx.count(StaffOrderView, ownerOf(scope))) >= ORDER_VIEW_LIMIT) throw badUserInput(ORDER_DESK_MESSAGES.viewLimit, 'name');
    const view = tx.create(StaffOrderView, { university: scope.universityId, staffUser: scope.staffUserId ?? 0, name, filter, sort });
    await tx.flush();
    return viewOf(view);
  });
}

export async function deleteOrderView(em: EntityManager, scope: StaffScope, id: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const view = Number.isSafeInteger(id) && id > 0 ? await tx.findOne(StaffOrderView, { id, ...ownerOf(scope) }) : null;
    if (!view) throw orderViewNotFound();
    tx.remove(view);
    await tx.flush();
    return true;
  });
}

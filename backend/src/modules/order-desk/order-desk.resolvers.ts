import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffReader } from '../staff/staff-access';
import { countOrderLines, listOrderLines, orderDeskPickers } from './order-desk-lines.service';
import { staffOrderDetail } from './order-desk-order.service';
import { deleteOrderView, listOrderViews, saveOrderView } from './order-views.service';

// Views are personal, so saving one needs only a console reader (ADR 0049).
export const orderDeskResolvers: Resolvers = {
  Query: {
    staffOrderLines: (_parent, args, context) => listOrderLines(context.em, staffReader(context), args),
    staffOrderLineCounts: (_parent, { filter }, context) => countOrderLines(context.em, staffReader(context), filter),
    staffOrder: (_parent, { id }, context) => staffOrderDetail(context.em, staffReader(context), id),
    staffOrderViews: (_parent, _args, context) => listOrderViews(context.em, staffReader(context)),
    staffOrderDeskPickers: (_parent, _args, context) => orderDeskPickers(context.em, staffReader(context)),
  },
  Mutation: {
    staffSaveOrderView: (_parent, args, context) => saveOrderView(context.em, staffReader(context), args),
    staffDeleteOrderView: (_parent, { id }, context) => deleteOrderView(context.em, staffReader(context), id),
  },
};

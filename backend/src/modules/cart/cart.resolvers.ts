import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { lineDeliveryTemplate } from './cart-lines';
import { cartCounts, loadedSummary } from './cart-summary';
import {
  addToCart,
  cartProblemFor,
  cartSummary,
  changeCartCount,
  removeCartLines,
  toggleAllCartLines,
  toggleCartLine,
  validateCartToOrder,
} from './cart.service';
import { replaceDirectCarts } from './direct-cart.service';

// Lines reach these resolvers loaded with product, combination, inputs and template (cart-lines.ts),
// so every Cart field below reads memory; Product fields batch per request in the catalogue.
export const cartResolvers: Resolvers = {
  Query: {
    cartsCheckouted: (_parent, { direct }, context) =>
      cartSummary(requireViewer(context).userId, direct ? { direct: true } : { selectedOnly: true }),
  },
  Mutation: {
    createCart: (_parent, { data }, context) => addToCart(context.em, requireViewer(context), data),
    createDirectCarts: (_parent, { data }, context) => replaceDirectCarts(context.em, requireViewer(context), data),
    updateCartCount: (_parent, { data }, context) => changeCartCount(context.em, requireViewer(context), data),
    toggleCart: (_parent, { data }, context) => toggleCartLine(context.em, requireViewer(context), data),
    toggleCarts: (_parent, { selected }, context) => toggleAllCartLines(context.em, requireViewer(context), selected),
    removeCarts: (_parent, { ids }, context) => removeCartLines(context.em, requireViewer(context), ids),
    validateCartToOrder: (_parent, { ids }, context) => validateCartToOrder(context.em, requireViewer(context), ids),
  },
  User: {
    carts: (user) => cartSummary(user.id),
  },
  CartSummary: {
    cartsGroupedByDeliveryTemplate: async (parent, _args, { em }) => (await loadedSummary(em, parent)).cartsGroupedByDeliveryTemplate,
    totalPrice: async (parent, _args, { em }) => (await loadedSummary(em, parent)).totalPrice,
    discountFee: async (parent, _args, { em }) => (await loadedSummary(em, parent)).discountFee,
    deliveryFee: async (parent, _args, { em }) => (await loadedSummary(em, parent)).deliveryFee,
    payablePrice: async (parent, _args, { em }) => (await loadedSummary(em, parent)).payablePrice,
    count: async (parent, _args, { em }) => (await cartCounts(em, parent)).count,
    selectedCount: async (parent, _args, { em }) => (await cartCounts(em, parent)).selectedCount,
  },
  Cart: {
    userId: (cart) => cart.user.id,
    productId: (cart) => cart.product.id,
    productOptionDetailId: (cart) => cart.productOptionDetail?.id ?? null,
    productOptionDetail: (cart) => cart.productOptionDetail ?? null,
    deliveryTemplate: (cart) => lineDeliveryTemplate(cart),
    deliveryTemplateId: (cart) => lineDeliveryTemplate(cart).id,
    unitPrice: (cart) => cart.listPricePerUnit(),
    unitSalePrice: (cart) => cart.salePricePerUnit(),
    problem: (cart, _args, { viewer }) => cartProblemFor(cart, viewer),
  },
};

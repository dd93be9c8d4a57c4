import { describe, expect, it } from 'vitest';
import {
  loadScenario,
  newMember,
  SCENARIO_NAMES,
  scenarioCredentials,
  SCENARIOS,
  StandardIds,
  type MockScenario,
} from '.';
import { isSoldOut } from './pricing';

const records = (scenario: MockScenario) => [
  ...scenario.carts,
  ...scenario.orders,
  ...scenario.points,
  ...scenario.reviews,
  ...scenario.restockNotifications,
  ...scenario.userDeliveries,
];

describe('every scenario', () => {
  it.each(SCENARIO_NAMES)('%s is named, described and has a signed-in member who exists (or nobody)', (name) => {
    const scenario = loadScenario(name);
    expect(scenario.name).toBe(name);
    expect(SCENARIOS[name]).toMatchObject({ name, description: scenario.description });
    expect(SCENARIOS[name].title.length).toBeGreaterThan(0);
    if (scenario.viewerId !== null) expect(scenario.members.map((member) => member.id)).toContain(scenario.viewerId);
    expect(scenario.catalogue.products).toHaveLength(34);
  });

  it.each(SCENARIO_NAMES)('%s lets the listed credentials log in as its members', (name) => {
    const scenario = loadScenario(name);
    for (const credential of scenarioCredentials[name]) {
      expect(scenario.members).toContainEqual(
        expect.objectContaining({ id: credential.memberId, email: credential.email, password: credential.password }),
      );
    }
    expect(scenarioCredentials[name].map((credential) => credential.email)).toEqual(
      expect.arrayContaining(['demo@hanbit.ac.kr', 'admin@hanbit.ac.kr']),
    );
  });

  it.each(SCENARIO_NAMES)('%s gives every record an id unique within its collection', (name) => {
    const scenario = loadScenario(name);
    for (const rows of [scenario.carts, scenario.orders, scenario.points, scenario.reviews, scenario.restockNotifications]) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
    const lineIds = scenario.orders.flatMap((order) => order.orderProducts.map((line) => line.id));
    expect(new Set(lineIds).size).toBe(lineIds.length);
  });
});

describe('new-member', () => {
  const scenario = loadScenario('new-member');

  it('signs in a member with no cart, orders, points, reviews, subscriptions or address', () => {
    expect(scenario.viewerId).toBe(newMember.id);
    const mine = records(scenario).filter((row) => 'userId' in row && row.userId === newMember.id);
    expect(mine).toEqual([]);
    expect(scenario.members.find((member) => member.id === newMember.id)).toMatchObject({
      userDelivery: null,
      signupPoint: 0,
      email: 'freshman@hanbit.ac.kr',
    });
  });

  it('keeps the rest of the shop as in standard, so product pages look the same', () => {
    const standard = loadScenario('standard');
    expect(scenario.catalogue).toEqual(standard.catalogue);
    expect(scenario.reviews.map((review) => review.id)).toEqual(standard.reviews.map((review) => review.id));
  });
});

describe('anonymous', () => {
  const scenario = loadScenario('anonymous');

  it('has nobody signed in and flags no product as subscribed', () => {
    expect(scenario.viewerId).toBeNull();
    const embedded = [
      ...scenario.reviews.map((review) => review.product),
      ...scenario.orders.flatMap((order) => order.orderProducts.map((line) => line.product)),
    ];
    expect(embedded.some((product) => product.isRestockSubscribed)).toBe(false);
  });

  it('keeps the demo member history for after login', () => {
    expect(scenario.carts.map((cart) => cart.id)).toContain(StandardIds.cart.jacketNavyM);
    expect(scenario.orders.map((order) => order.id)).toContain(StandardIds.order.vbankAwaitingDeposit);
  });
});

describe('sold-out', () => {
  const scenario = loadScenario('sold-out');

  it('has no stock on any product or combination, in the catalogue and in every embedded product', () => {
    for (const product of scenario.catalogue.products) {
      expect(product.count, product.key).toBe(0);
      expect(product.productOptionDetails.every((detail) => detail.count === 0), product.key).toBe(true);
      expect(isSoldOut(product)).toBe(true);
    }
    const embedded = [
      ...scenario.reviews.map((review) => review.product),
      ...scenario.restockNotifications.map((row) => row.product),
      ...scenario.orders.flatMap((order) => order.orderProducts.map((line) => line.product)),
    ];
    for (const product of embedded) {
      expect(product).toMatchObject({ count: 0, isSoldOut: true, isPurchasable: false });
      expect(product.productOptionDetails.every((detail) => detail.count === 0)).toBe(true);
    }
  });

  it('signs in the demo member with restock subscriptions, once per product', () => {
    expect(scenario.viewerId).toBe(StandardIds.member.demo);
    const products = scenario.restockNotifications.map((row) => row.productId);
    expect(products.length).toBeGreaterThan(3);
    expect(new Set(products).size).toBe(products.length);
    expect(scenario.restockNotifications.every((row) => row.userId === StandardIds.member.demo)).toBe(true);
  });

  it('leaves the standard scenario its stock', () => {
    const standard = loadScenario('standard');
    expect(standard.catalogue.products.filter((product) => product.count > 0).length).toBeGreaterThan(25);
  });
});

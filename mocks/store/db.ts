// The mocked API's in-memory database: the normalized state, a clock, id counters and the
// lookups every domain module shares. A refused mutation restores the snapshot taken before it.
import { AppError, notFound } from '../../domain/errors/errors';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../domain/catalog/product-rules';
import type { MockScenario } from '../scenarios/scenario';
import type {
  ScenarioDeliveryTemplate,
  ScenarioProduct,
  ScenarioProductOptionDetail,
} from '../scenarios/standard/types';
import { normalizeScenario } from './normalize';
import type { StoreMember, StoreState } from './types';

export type IdKind =
  | 'member'
  | 'cart'
  | 'order'
  | 'orderProduct'
  | 'orderDelivery'
  | 'shipping'
  | 'point'
  | 'review'
  | 'reviewAnswer'
  | 'reviewComment'
  | 'restock'
  | 'wish'
  | 'message'
  | 'userDelivery'
  | 'staffAudit'
  | 'courierExport'
  | 'courierImport'
  | 'productionSheet'
  | 'token'
  | 'stockHold';

export interface MockDbOptions {
  /**
   * The mock's clock. By default it starts at the scenario's `now` and runs with the wall clock,
   * so sale windows and order dates look as the scenario intends while time still passes.
   */
  clock?: () => Date;
}

/** Counters that must survive a refused request (failed logins), like the real API's own transaction. */
export interface Throttles {
  failedLogins: Map<string, { count: number; firstAt: number; lockedUntil: number }>;
}

export class MockDb {
  state: StoreState;
  readonly throttles: Throttles = { failedLogins: new Map() };
  readonly scenario: MockScenario;
  private readonly clock: () => Date;

  constructor(scenario: MockScenario, options: MockDbOptions = {}) {
    this.scenario = scenario;
    this.state = normalizeScenario(scenario);
    const scenarioNow = Date.parse(scenario.now);
    if (Number.isNaN(scenarioNow)) throw new Error(`Scenario ${scenario.name} has no valid 'now': ${scenario.now}`);
    const startedAt = Date.now();
    this.clock = options.clock ?? (() => new Date(scenarioNow + (Date.now() - startedAt)));
  }

  now(): Date {
    return this.clock();
  }

  nowIso(): string {
    return this.clock().toISOString();
  }

  /** An instant relative to now, as every DateTime field carries it. */
  fromNow(milliseconds: number): string {
    return new Date(this.clock().getTime() + milliseconds).toISOString();
  }

  nextId(kind: IdKind): number {
    const next = (this.state.lastIds[kind] ?? 0) + 1;
    this.state.lastIds[kind] = next;
    return next;
  }

  /** A copy to restore when a mutation is refused: a refused mutation changes nothing. */
  snapshot(): StoreState {
    return structuredClone(this.state);
  }

  restore(state: StoreState): void {
    this.state = state;
  }

  get catalogue() {
    return this.state.catalogue;
  }

  get universityId(): number {
    return this.state.catalogue.university.id;
  }

  member(id: number): StoreMember | undefined {
    return this.state.members.find((member) => member.id === id);
  }

  memberByEmail(email: string): StoreMember | undefined {
    const wanted = email.trim().toLowerCase();
    return this.state.members.find((member) => member.resignedAt === null && member.email.toLowerCase() === wanted);
  }

  memberByTel(tel: string): StoreMember | undefined {
    return this.state.members.find((member) => member.resignedAt === null && member.tel === tel);
  }

  product(id: number): ScenarioProduct | undefined {
    return this.state.catalogue.products.find((product) => product.id === id);
  }

  /** A product the viewer's authority may see; NOT_FOUND otherwise, as if it did not exist. */
  visibleProduct(id: number, authority: number): ScenarioProduct {
    const product = this.product(id);
    if (!product || product.universityId !== this.universityId || authority < product.productVisible) {
      throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    }
    return product;
  }

  optionDetail(product: ScenarioProduct, detailId: number | null): ScenarioProductOptionDetail | null {
    if (detailId === null) return null;
    return product.productOptionDetails.find((detail) => detail.id === detailId) ?? null;
  }

  template(id: number): ScenarioDeliveryTemplate {
    const template = this.state.catalogue.deliveryTemplates.find((row) => row.id === id);
    if (!template) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { detail: `delivery template ${id}` });
    return template;
  }

  pointTypeId(code: string): number {
    const type = this.state.catalogue.pointTypes.find((row) => row.code === code);
    if (!type) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { detail: `point type ${code}` });
    return type.id;
  }
}

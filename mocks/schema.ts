// The stateful mocked API: the contract's SDL executed against an in-memory store preloaded from a
// scenario, layered over seeded schema mocks for the fields the store does not answer yet. Dev
// mode, Storybook and vitest reach it through MSW (mocks/handlers.ts); tests may call `execute`
// directly. Where the store answers, it answers like the real API: Korean messages, stable codes,
// a refused mutation changes nothing. docs/decisions/0012-mocked-api.md and
// 0036-schema-first-mocks.md say why it is built this way.
import { endDeadHolds } from './store/holds';
import {
  execute as executeGraphQL,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { DEFAULT_MESSAGES, ERROR_CODES } from '../domain/errors/errors';
import { localizeRequestError } from '../domain/errors/request-errors';
import type { MockScenario } from './scenarios/scenario';
import { layeredSchema, type StoreResolvers } from './schema-first/layered-schema';
import { standingOf } from './store/account';
import { MockDb, type MockDbOptions } from './store/db';
import { expireUnpaidOrders } from './store/orders';
import { catalogTypeResolvers } from './store/resolvers/catalog-types';
import { contentMutationResolvers, contentQueryResolvers, contentTypeResolvers } from './store/resolvers/content';
import type { MockContext } from './store/resolvers/context';
import { memberTypeResolvers } from './store/resolvers/member-types';
import { mutationResolvers, queryResolvers } from './store/resolvers/root';
import { staffMembersMutations, staffMembersQueries } from './store/resolvers/staff-members';
import { staffBulkMutations } from './store/resolvers/staff-bulk';
import { orderDeskMutations, orderDeskQueries } from './store/resolvers/order-desk';
import { pickupMutations, pickupQueries, pickupTypeResolvers } from './store/resolvers/pickup';
import { waitingRoomMutations, waitingRoomQueries } from './store/resolvers/waiting-room';
import { holdMutations, holdQueries } from './store/resolvers/holds';
import { staffReviewFields, staffReviewQueueMutations, staffReviewQueueQueries } from './store/resolvers/staff-review-queue';
import { adminTodayQueries } from './store/resolvers/admin-today';
import { refundDeskMutations, refundDeskQueries } from './store/resolvers/refund-desk';
import { courierMutations, courierQueries } from './store/resolvers/courier';
import { productionMutations, productionQueries } from './store/resolvers/production';
import { sizeGuideMutations } from './store/resolvers/size-guide';
import { wishlistMutations, wishlistQueries, wishlistTypeResolvers } from './store/resolvers/wishlist';
import { campaignMutations, campaignQueries, campaignTypeResolvers } from './store/resolvers/campaigns';
import { classOrderMutations, classOrderQueries, classOrderTypeResolvers } from './store/resolvers/class-order';
import { SCHEMA_SDL } from './store/sdl';

/** One error as it travels in the response body. */
export interface MockGraphQLError {
  message: string;
  path?: readonly (string | number)[];
  extensions: { code: string } & Record<string, unknown>;
}

/** What the mocked API answers, exactly as the JSON body a client receives. */
export interface MockExecutionResult<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: MockGraphQLError[];
}

export interface ExecuteOptions {
  /** The bearer token of the request; null or missing for an anonymous visitor. */
  token?: string | null;
  operationName?: string | null;
  /** The page's origin, for absolute URLs the API hands out (uploads). */
  origin?: string;
  /** Receives every `Type.field` the schema mocks answered because the store has no resolver for it. */
  schemaMocked?: Set<string>;
}

export interface MockApi {
  readonly scenario: MockScenario;
  readonly db: MockDb;
  readonly schema: GraphQLSchema;
  execute<TData = Record<string, unknown>>(
    document: DocumentNode | string,
    variables?: Record<string, unknown> | null,
    options?: ExecuteOptions,
  ): Promise<MockExecutionResult<TData>>;
}

export interface MockApiOptions extends MockDbOptions {
  /** The SDL; by default the repository's schema/*.graphql. */
  typeDefs?: readonly string[];
}

const KNOWN_CODES: ReadonlySet<unknown> = new Set(ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

const STORE_RESOLVERS: StoreResolvers = {
  Query: { ...queryResolvers, ...contentQueryResolvers, ...staffMembersQueries, ...orderDeskQueries, ...staffReviewQueueQueries, ...adminTodayQueries, ...refundDeskQueries, ...courierQueries, ...wishlistQueries, ...campaignQueries, ...productionQueries, ...pickupQueries, ...classOrderQueries, ...waitingRoomQueries, ...holdQueries },
  Mutation: { ...mutationResolvers, ...contentMutationResolvers, ...staffMembersMutations, ...staffBulkMutations, ...orderDeskMutations, ...staffReviewQueueMutations, ...refundDeskMutations, ...courierMutations, ...sizeGuideMutations, ...wishlistMutations, ...campaignMutations, ...productionMutations, ...pickupMutations, ...classOrderMutations, ...waitingRoomMutations, ...holdMutations },
  ...catalogTypeResolvers,
  ...contentTypeResolvers,
  ...memberTypeResolvers,
  Order: { ...memberTypeResolvers.Order, ...pickupTypeResolvers.Order },
  Review: { ...memberTypeResolvers.Review, ...staffReviewFields },
  Product: { ...catalogTypeResolvers.Product, isWished: wishlistTypeResolvers.isWished, campaign: campaignTypeResolvers.productCampaign },
  OrderProduct: { ...memberTypeResolvers.OrderProduct, ...pickupTypeResolvers.OrderProduct, campaign: campaignTypeResolvers.lineCampaign, classOrder: classOrderTypeResolvers.classOrder },
  Cart: { ...memberTypeResolvers.Cart, classOrder: classOrderTypeResolvers.classOrder },
  WishlistItem: wishlistTypeResolvers.WishlistItem,
  ClassOrder: classOrderTypeResolvers.ClassOrder,
  ProductOptionDetail: wishlistTypeResolvers.ProductOptionDetail,
  ProductRestockNotification: { ...memberTypeResolvers.ProductRestockNotification, ...wishlistTypeResolvers.ProductRestockNotification },
};

const schemas = new WeakMap<readonly string[], GraphQLSchema>();

/** The schema holds no state (resolvers read the store from the context), so one serves every store. */
function mockSchema(typeDefs: readonly string[]): GraphQLSchema {
  const cached = schemas.get(typeDefs);
  if (cached) return cached;
  const schema = layeredSchema(typeDefs, STORE_RESOLVERS);
  schemas.set(typeDefs, schema);
  return schema;
}

/** Refusals keep their code; anything else is a bug in the mock, shown generically and logged. */
function mask(error: GraphQLError): GraphQLError {
  if (KNOWN_CODES.has(error.extensions['code'])) return error;
  console.error('[mocked API]', error.originalError ?? error);
  return new GraphQLError(DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** The body as a client reads it: DateTime values as ISO strings, errors as plain objects. */
function toWire<TData>(result: ExecutionResult): MockExecutionResult<TData> {
  return JSON.parse(JSON.stringify(result)) as MockExecutionResult<TData>;
}

export function createMockApi(scenario: MockScenario, options: MockApiOptions = {}): MockApi {
  const db = new MockDb(scenario, options);
  const schema = mockSchema(options.typeDefs ?? SCHEMA_SDL);

  async function execute<TData>(
    source: DocumentNode | string,
    variables: Record<string, unknown> | null = null,
    executeOptions: ExecuteOptions = {},
  ): Promise<MockExecutionResult<TData>> {
    let document: DocumentNode;
    try {
      document = typeof source === 'string' ? parse(source) : source;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return toWire({ errors: [localizeRequestError(error, 'syntax')] });
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) return toWire({ errors: invalid.map((error) => localizeRequestError(error, 'validation')) });

    expireUnpaidOrders(db);
    // The API's every-minute hold sweep (ADR 0076): expired holds give their units back before any
    // read, so a product page shows the stock back as it does on the API after the sweep. A store
    // that never held anything is left as it is (refusals must change nothing).
    if (db.state.stockHolds?.length) endDeadHolds(db);
    const operation = getOperationAST(document, executeOptions.operationName || undefined);
    const before = operation?.operation === 'mutation' ? db.snapshot() : null;
    const standing = standingOf(db, executeOptions.token);
    const contextValue: MockContext & { schemaMocked?: Set<string> } = {
      db,
      viewer: standing.viewer,
      viewerSuspended: standing.suspended,
      token: executeOptions.token ?? null,
      origin: executeOptions.origin ?? '',
      ...(executeOptions.schemaMocked ? { schemaMocked: executeOptions.schemaMocked } : {}),
    };
    const result = await executeGraphQL({
      schema,
      document,
      variableValues: variables,
      operationName: executeOptions.operationName || undefined,
      contextValue,
    });
    if (result.errors?.length) {
      // A refused or failed mutation changes nothing (docs/product-rules.md#errors).
      if (before) db.restore(before);
      const requestError = result.data == null;
      return toWire({
        ...result,
        errors: result.errors.map((error) => (requestError && !error.path ? localizeRequestError(error, 'variables') : mask(error))),
      });
    }
    return toWire(result);
  }

  return { scenario, db, schema, execute };
}

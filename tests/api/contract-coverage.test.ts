// @vitest-environment node
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../backend/src/graphql/schema';
import { startTestApi, type TestApi } from '../support/api';

/** Root fields with a real resolver; everything else must refuse with NOT_IMPLEMENTED. */
const IMPLEMENTED = new Set([
  // foundation
  'Query.university',
  'Query.errorCodes',
  'Query.productCategories',
  // accounts
  'Query.me',
  'Query.pointsByUserId',
  'Mutation.login',
  'Mutation.createUser',
  'Mutation.updateUser',
  'Mutation.updatePassword',
  'Mutation.updateUserTel',
  'Mutation.findPassword',
  'Mutation.resetPassword',
  'Mutation.resignUser',
  'Mutation.updateUserDelivery',
  // certification
  'Mutation.certifyTel',
  'Mutation.certifyTelWithToken',
  'Mutation.checkWhetherAvailableEmail',
  'Mutation.checkWhetherAvailableTel',
  // social login
  'Mutation.loginWithSocial',
  // catalogue, reviews, restock
  'Query.ads',
  'Query.countryDialingCodes',
  'Query.userTypes',
  'Query.products',
  'Query.product',
  'Query.reviewType',
  'Query.reviewsByProductId',
  'Query.review',
  'Query.productRestockNotifications',
  'Mutation.createProductRestockNotification',
  'Mutation.deleteProductRestockNotification',
  // uploads
  'Query.upload',
  // cart
  // checkout and payment
  // orders and changes
  // staff
  // points and reviews
]);

const SCALAR_SAMPLES: Record<string, string> = {
  Int: '1',
  Float: '1.5',
  String: '"x"',
  Boolean: 'true',
  ID: '"1"',
  DateTime: '"2026-03-02T10:00:00+09:00"',
};

/** A literal of the right type, filling only required input fields. */
function sampleLiteral(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${sampleLiteral(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields())
      .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
      .map((field) => `${field.name}: ${sampleLiteral(field.type)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (isScalarType(inner)) {
    const sample = SCALAR_SAMPLES[inner.name];
    if (!sample) throw new Error(`No sample for scalar ${inner.name}`);
    return sample;
  }
  throw new Error(`Unexpected input type ${String(inner)}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`);
  const argList = args.length ? `(${args.join(', ')})` : '';
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argList}${selection} }`;
}

const schema = buildSchema();
const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
];
const cases = roots.flatMap(([kind, type]) =>
  Object.values(type?.getFields() ?? {})
    .filter((field) => !IMPLEMENTED.has(`${type!.name}.${field.name}`))
    .map((field) => ({ name: `${type!.name}.${field.name}`, kind, field })),
);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});

afterAll(async () => {
  await api?.close();
});

describe('fields nobody has implemented yet', () => {
  it('covers every root field of the contract', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$name answers NOT_IMPLEMENTED in Korean, never data', async ({ kind, field }) => {
    const result = await api.gql(operationFor(kind, field));
    expect(result.status).toBe(200);
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors!;
    expect(error!.extensions?.code).toBe('NOT_IMPLEMENTED');
    expect(error!.message).toMatch(/[가-힣]/);
    expect(error!.path).toEqual([field.name]);
    const value = result.data == null ? null : result.data[field.name];
    expect(value ?? null).toBeNull();
  });
});

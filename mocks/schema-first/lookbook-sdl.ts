// Test fixture: a copy of the contract with fields no resolver knows (a new type and new fields on
// Query, Mutation and Product), as a developer adds them to schema/ before any store code.
import { SCHEMA_SDL } from '../store/sdl';

const EXTENSION = /* GraphQL */ `
  "A department's photo lookbook and how far its vote has come."
  type Lookbook {
    id: Int!
    title: String!
    description: String!
    goalCount: Int!
    orderedCount: Int!
    price: Int!
    status: LookbookStatus!
    createdAt: DateTime!
    updatedAt: DateTime!
    endsAt: DateTime!
    organizerName: String!
    products: [Product!]!
    milestones: [DateTime!]!
  }
  enum LookbookStatus { OPEN CLOSED DELIVERED }
  "One row of a product's size chart, in centimetres."
  type FitChartRow {
    size: String!
    chest: Float!
    length: Float!
  }
  extend type Query {
    lookbook(id: Int!): Lookbook
    lookbooks: [Lookbook!]!
  }
  extend type Mutation {
    joinLookbook(id: Int!): Lookbook!
  }
  extend type Product {
    fitChart: [FitChartRow!]!
    lookbook: Lookbook
  }
`;

/** The contract plus the extension; one array, so the mocked API's schema cache keeps one schema. */
export const TYPE_DEFS: readonly string[] = [...SCHEMA_SDL, EXTENSION];

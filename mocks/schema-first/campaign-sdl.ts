// Test fixture: a copy of the contract with fields no resolver knows (a new type and new fields on
// Query, Mutation and Product), as a developer adds them to schema/ before any store code.
import { SCHEMA_SDL } from '../store/sdl';

const EXTENSION = /* GraphQL */ `
  "A department's group purchase and how far it has come."
  type Campaign {
    id: Int!
    title: String!
    description: String!
    goalCount: Int!
    orderedCount: Int!
    price: Int!
    status: CampaignStatus!
    createdAt: DateTime!
    updatedAt: DateTime!
    endsAt: DateTime!
    organizerName: String!
    products: [Product!]!
    milestones: [DateTime!]!
  }
  enum CampaignStatus { OPEN CLOSED DELIVERED }
  "One row of a product's size chart, in centimetres."
  type FitChartRow {
    size: String!
    chest: Float!
    length: Float!
  }
  extend type Query {
    campaign(id: Int!): Campaign
    campaigns: [Campaign!]!
  }
  extend type Mutation {
    joinCampaign(id: Int!): Campaign!
  }
  extend type Product {
    fitChart: [FitChartRow!]!
    campaign: Campaign
  }
`;

/** The contract plus the extension; one array, so the mocked API's schema cache keeps one schema. */
export const TYPE_DEFS: readonly string[] = [...SCHEMA_SDL, EXTENSION];

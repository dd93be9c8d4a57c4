import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { PERSONALISED_CONSENT_TEXT } from '../../../../domain/production/personalised-consent';
import { staffOperator, staffReader } from '../staff/staff-access';
import { lineProductionFrozenBatched } from './production-freeze-read';
import { freezeProduction, productionFreezeOf } from './production-freeze.service';
import { sheetWithChanges, summaryOf } from './production-sheet-shape';
import { findSheet, listSheets } from './production-sheet.service';

// Production sheets (ADR 0066): ADMINHIDDEN reads them, only ADMIN freezes.
export const productionResolvers: Resolvers = {
  Query: {
    personalisedConsentText: () => PERSONALISED_CONSENT_TEXT,
    staffProductionSheets: async (_parent, { productId }, { em, ...context }) => (await listSheets(em, staffReader(context), productId)).map(summaryOf),
    staffProductionSheet: async (_parent, { id }, { em, ...context }) => sheetWithChanges(em, await findSheet(em, staffReader(context), id)),
    staffProductionFreeze: (_parent, { productId }, { em, ...context }) => productionFreezeOf(em, staffReader(context), productId, new Date()),
  },
  Mutation: {
    staffFreezeProduction: async (_parent, { productId }, { em, ...context }) =>
      sheetWithChanges(em, await freezeProduction(em, staffOperator(context), productId, new Date())),
  },
  OrderProduct: {
    personalisedConsent: (line) => (line.consentText && line.consentAt ? { text: line.consentText, agreedAt: line.consentAt } : null),
    productionFrozen: (line, _args, { em }) => lineProductionFrozenBatched(em, line),
  },
};

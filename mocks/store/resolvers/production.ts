import type * as T from '../../__generated__/types';
import * as production from '../production';
import type { StoreOrderLine } from '../types';
import { memberOf, type MockContext } from './context';

export const productionQueries = {
  personalisedConsentText: () => production.consentText(),
  staffProductionSheets: (_root: unknown, args: T.QueryStaffProductionSheetsArgs, context: MockContext) =>
    production.listSheets(context.db, memberOf(context), args.productId),
  staffProductionSheet: (_root: unknown, args: T.QueryStaffProductionSheetArgs, context: MockContext) =>
    production.getSheet(context.db, memberOf(context), args.id),
  staffProductionFreeze: (_root: unknown, args: T.QueryStaffProductionFreezeArgs, context: MockContext) =>
    production.freezeOf(context.db, memberOf(context), args.productId),
};

export const productionMutations = {
  staffFreezeProduction: (_root: unknown, args: T.MutationStaffFreezeProductionArgs, context: MockContext) =>
    production.freezeProduction(context.db, memberOf(context), args.productId),
};

export const productionLineFields = {
  personalisedConsent: (line: StoreOrderLine) => line.personalisedConsent ?? null,
  productionFrozen: (line: StoreOrderLine, _args: unknown, { db }: MockContext) => production.lineProductionFrozen(db, line),
};

import type * as T from '../../__generated__/types';
import * as courier from '../courier';
import { memberOf, type MockContext } from './context';

export const courierQueries = {
  staffCourierExports: (_root: unknown, _args: unknown, context: MockContext) => courier.listExports(context.db, memberOf(context)),
  staffPreviewTrackingImport: (_root: unknown, args: T.QueryStaffPreviewTrackingImportArgs, context: MockContext) =>
    courier.previewImport(context.db, memberOf(context), args.data),
};

export const courierMutations = {
  staffRequestCourierExport: (_root: unknown, args: T.MutationStaffRequestCourierExportArgs, context: MockContext) =>
    courier.requestExport(context.db, memberOf(context), args.data),
  staffApplyTrackingImport: (_root: unknown, args: T.MutationStaffApplyTrackingImportArgs, context: MockContext) =>
    courier.applyImport(context.db, memberOf(context), args.data),
};

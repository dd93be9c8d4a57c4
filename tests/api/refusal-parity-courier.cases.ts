import type { RefusalCase } from './refusal-parity.fixtures';

const REQUEST = 'mutation ($data: StaffCourierExportInput!) { staffRequestCourierExport(data: $data) { id } }';
const APPLY = 'mutation ($data: StaffTrackingImportInput!) { staffApplyTrackingImport(data: $data) { importId } }';
/** An id no row of either target has. */
const MISSING = 987_654;

/** The courier round trip's refused mutations (courier area, issue 16), spread into REFUSAL_CASES. */
export const COURIER_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffRequestCourierExport', title: 'a shopper', as: 'demo', query: REQUEST, code: 'FORBIDDEN',
    variables: () => ({ data: { courier: 'CJ', format: 'XLSX' } }) },
  { mutation: 'staffRequestCourierExport', title: 'a filter day that does not exist', as: 'admin', query: REQUEST, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { courier: 'CJ', format: 'CSV', filter: { from: '2026-13-01' } } }) },
  { mutation: 'staffRequestCourierExport', title: 'ticked ids that are not line ids', as: 'admin', query: REQUEST, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { courier: 'LOTTE', format: 'CSV', orderProductIds: [-1] } }) },
  { mutation: 'staffApplyTrackingImport', title: 'a shopper', as: 'demo', query: APPLY, code: 'FORBIDDEN',
    variables: () => ({ data: { importId: MISSING, courier: 'CJ' } }) },
  { mutation: 'staffApplyTrackingImport', title: 'a file nobody uploaded', as: 'admin', query: APPLY, code: 'NOT_FOUND',
    variables: () => ({ data: { importId: MISSING, courier: 'HANJIN' } }) },
];

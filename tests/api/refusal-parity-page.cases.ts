import type { RefusalCase } from './refusal-parity.fixtures';

const SET_CHART = 'mutation ($data: StaffSetProductSizeChartInput!) { staffSetProductSizeChart(data: $data) { updatedAt } }';
/** An id no product of either target has. */
const MISSING = 987_654;
const CHART = { measurements: ['총장', '가슴단면'], rows: [{ size: 'M', values: [70, 56] }] };

/** The product page's refused mutations (page area, issue 19, ADR 0060), spread into REFUSAL_CASES. */
export const PAGE_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffSetProductSizeChart', title: 'a shopper', as: 'demo', query: SET_CHART, code: 'FORBIDDEN',
    variables: () => ({ data: { productId: 10, sizeChart: CHART } }) },
  { mutation: 'staffSetProductSizeChart', title: 'a row missing a measurement', as: 'admin', query: SET_CHART, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { productId: 10, sizeChart: { ...CHART, rows: [{ size: 'M', values: [70] }] } } }) },
  { mutation: 'staffSetProductSizeChart', title: 'a product that does not exist', as: 'admin', query: SET_CHART, code: 'NOT_FOUND',
    variables: () => ({ data: { productId: MISSING, sizeChart: CHART } }) },
];

import type { RefusalCase } from './refusal-parity.fixtures';

const SAVE_VIEW = 'mutation ($name: String!, $filter: StaffOrderLineFilter!) { staffSaveOrderView(name: $name, filter: $filter) { id } }';
const DELETE_VIEW = 'mutation ($id: Int!) { staffDeleteOrderView(id: $id) }';

/** The order desk's refused mutations (desk area, issue 16), spread into REFUSAL_CASES. */
export const DESK_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffSaveOrderView', title: 'a shopper', as: 'demo', query: SAVE_VIEW, code: 'FORBIDDEN', variables: () => ({ name: '내 보기', filter: {} }) },
  { mutation: 'staffSaveOrderView', title: 'an empty name', as: 'admin', query: SAVE_VIEW, code: 'BAD_USER_INPUT', variables: () => ({ name: ' ', filter: {} }) },
  { mutation: 'staffSaveOrderView', title: 'a period ending before it starts', as: 'admin', query: SAVE_VIEW, code: 'BAD_USER_INPUT',
    variables: () => ({ name: '기간', filter: { from: '2026-11-02', to: '2026-11-01' } }) },
  { mutation: 'staffDeleteOrderView', title: 'a view that does not exist', as: 'admin', query: DELETE_VIEW, code: 'NOT_FOUND', variables: () => ({ id: 987_654 }) },
  { mutation: 'staffDeleteOrderView', title: 'an anonymous visitor', as: 'anonymous', query: DELETE_VIEW, code: 'UNAUTHENTICATED', variables: () => ({ id: 1 }) },
];

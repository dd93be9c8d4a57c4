// @vitest-environment node
// The operator console's access levels and its audit log (docs/decisions/0042-operator-console.md):
// ADMINHIDDEN reads, only ADMIN changes, every change leaves one entry in its own transaction, and
// one tenant never sees another's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { STAFF_ONLY_MESSAGE, STAFF_READ_ONLY_MESSAGE } from '../../domain/staff/staff-messages';
import { StaffAudit } from '../../backend/src/modules/staff/staff-audit.entity';
import { count, refusal } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const UPDATE_STOCK = operationDocument('StaffUpdateStock');
const AUDIT_LOG = operationDocument('StaffAuditLog');
const STAFF_LINES = operationDocument('StaffOrderProducts');

interface AuditPage {
  total: number;
  items: {
    objectType: string;
    objectId: number;
    action: string;
    summary: string;
    staffUserId: number | null;
    staffName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  member = await createMember(em);
});

afterAll(async () => {
  await api?.close();
});

const auditLog = (data: Record<string, unknown>, token: string) => api.gql<{ staffAuditLog: AuditPage }>(AUDIT_LOG, { data }, { token });
const updateStock = (data: Record<string, unknown>, token: string) => api.gql(UPDATE_STOCK, { data }, { token });

describe('staff audit log', () => {
  it("records a stock change with who made it and the count before and after, in the object's log", async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 3 });
    expect((await updateStock({ productId: product.id, count: 12 }, admin.token)).errors).toBeUndefined();
    const log = await auditLog({ objectType: 'PRODUCT', objectId: product.id }, viewer.token);
    expect(log.errors).toBeUndefined();
    expect(log.data!.staffAuditLog.total).toBe(1);
    expect(log.data!.staffAuditLog.items[0]).toMatchObject({
      objectType: 'PRODUCT',
      objectId: product.id,
      action: 'product.stock',
      summary: '재고를 바꿨어요',
      staffUserId: admin.user.id,
      staffName: admin.user.name,
      changes: [{ field: 'stock', before: '3', after: '12' }],
    });
  });

  it('lets look-only staff read the console but refuses their changes, changing nothing and logging nothing', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 3 });
    const entries = await count(api, 'staff_audit');
    const refused = refusal(await updateStock({ productId: product.id, count: 9 }, viewer.token), 'FORBIDDEN');
    expect(refused.message).toBe(STAFF_READ_ONLY_MESSAGE);
    expect(await count(api, 'staff_audit')).toBe(entries);
    expect(await count(api, 'product', 'id = ? and count = 3', [product.id])).toBe(1);
    const lines = await api.gql(STAFF_LINES, { data: { page: 1 } }, { token: viewer.token });
    expect(lines.errors).toBeUndefined();
  });

  it('refuses members and visitors', async () => {
    expect(refusal(await auditLog({}, member.token), 'FORBIDDEN').message).toBe(STAFF_ONLY_MESSAGE);
    refusal(await api.gql(AUDIT_LOG, { data: {} }), 'UNAUTHENTICATED');
  });

  it('writes no entry when the change itself is refused', async () => {
    const product = await createProduct(api.orm.em.fork(), { optionStock: [1, 2] });
    const entries = await count(api, 'staff_audit');
    refusal(await updateStock({ productId: product.id, count: 5 }, admin.token), 'BAD_USER_INPUT');
    expect(await count(api, 'staff_audit')).toBe(entries);
  });

  it("never shows another university's entries", async () => {
    const em = api.orm.em.fork();
    const other = await createSecondUniversity(em);
    em.create(StaffAudit, { university: other.id, objectType: 'SHOP', objectId: other.id, action: 'shop.update', summary: '상점 설정을 고쳤어요' });
    await em.flush();
    const log = await auditLog({ objectType: 'SHOP' }, admin.token);
    expect(log.errors).toBeUndefined();
    expect(log.data!.staffAuditLog.items.every((entry) => entry.objectId !== other.id)).toBe(true);
  });

  it('refuses a page below 1 and an unknown object type with Korean sentences', async () => {
    const page = refusal(await auditLog({ page: 0 }, admin.token), 'BAD_USER_INPUT');
    expect(page.message).toMatch(/[가-힣]/);
    refusal(await auditLog({ objectType: 'NOPE' }, admin.token), 'BAD_USER_INPUT');
  });
});

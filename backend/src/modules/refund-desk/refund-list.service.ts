import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffRefundStatus } from '../../../../domain/enums';
import { refundRetryAudit } from '../../../../domain/refund-desk/refund-desk-audit';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import { staffRefundsInput } from '../../../../domain/refund-desk/refund-desk-input';
import { lineIdSchema } from '../../../../domain/staff/staff-input';
import type { StaffRefund, StaffRefundPage } from '../../graphql/__generated__/resolvers-types';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { readStaffRefund, readStaffRefunds } from './refund-read';
import { sendRefundLocked, type RefundDependencies } from './refund-send';

export async function listStaffRefunds(
  em: EntityManager,
  scope: StaffScope,
  args: { status?: unknown; page?: number | null },
): Promise<StaffRefundPage> {
  const { status } = parseInput(staffRefundsInput, { status: args.status });
  return readStaffRefunds(em, scope.universityId, { status, ...pageWindow(args.page) });
}

/**
 * Staff send a PENDING or FAILED refund again (refund-send.ts decides whether anything is sent),
 * in the mutation's transaction; the attempt is written to the audit log of the refunded line.
 */
export async function retryStaffRefund(
  em: EntityManager,
  scope: StaffScope,
  refundId: unknown,
  deps: RefundDependencies,
): Promise<StaffRefund> {
  const id = parseInput(lineIdSchema, refundId, 'refundId');
  const before = await em.execute<{ status: StaffRefundStatus }[]>('select status from refund where id = ?', [id]);
  const refund = await sendRefundLocked(em, scope.universityId, id, deps);
  if (refund.orderProduct) {
    recordStaffAudit(em, scope, refundRetryAudit(
        { id: refund.id, amount: refund.amount, status: refund.status as StaffRefundStatus, lastError: refund.lastError ?? null },
        refund.orderProduct.id,
        before[0]?.status ?? null,
      ));
    await em.flush();
  }
  return readStaffRefund(em, scope.universityId, id);
}

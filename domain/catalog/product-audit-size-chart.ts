import { StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';
import type { SizeChartData } from './size-chart';

/** The audit entry of a size chart change, for the API and the mocked API alike. */
export function sizeChartAudit(productId: number, before: SizeChartData | null, after: SizeChartData | null): StaffAuditEntryDraft {
  const snapshot = (chart: SizeChartData | null) => (chart ? { measurements: chart.measurements, rows: chart.rows.map((row) => `${row.size}: ${row.values.join('/')}`) } : null);
  return {
    objectType: StaffAuditObjectType.PRODUCT,
    objectId: productId,
    action: after ? 'product.sizeChart' : 'product.sizeChart.remove',
    summary: after ? '사이즈표를 고쳤어요' : '사이즈표를 지웠어요',
    before: snapshot(before),
    after: snapshot(after),
  };
}

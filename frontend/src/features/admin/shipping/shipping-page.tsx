import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { CourierExportForm } from './courier-export-form';
import { CourierExportsTable } from './courier-exports-table';
import styles from './shipping.module.css';
import { TrackingImport } from './tracking-import';

/** `/admin/shipping`: the courier round trip (ADR 0051): export the lines to ship, import tracking numbers. */
export function ShippingPage() {
  const { canOperate } = useStaffLevel();
  return (
    <AdminPage title="송장·배송" description="보낼 상품을 택배사 대량 접수 파일로 내보내고, 택배사가 채운 송장 번호를 가져와 발송 처리해요.">
      <section className={styles.section} aria-labelledby="shipping-export">
        <h2 id="shipping-export" className={styles.sectionTitle}>
          택배 파일 내보내기
        </h2>
        {canOperate && <CourierExportForm label="보낼 상품 모두 내보내기" />}
        <CourierExportsTable />
      </section>
      <section className={styles.section} aria-labelledby="shipping-import">
        <h2 id="shipping-import" className={styles.sectionTitle}>
          송장 번호 가져오기
        </h2>
        <TrackingImport canOperate={canOperate} />
      </section>
    </AdminPage>
  );
}

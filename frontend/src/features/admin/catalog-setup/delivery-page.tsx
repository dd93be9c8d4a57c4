import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import {
  StaffDeleteDeliveryTemplateDocument,
  StaffDeletePickupPointDocument,
  type StaffPickupPointRowFragment,
  type StaffTemplateRowFragment,
} from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { DELIVERY_TYPE_LABEL } from '../../../../../domain/catalog-setup/delivery-template-rules';
import { deliveryFeeSummary } from '../../../lib/delivery-fee-text';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import styles from './catalog-setup.module.css';
import { FeeCalculator } from './fee-calculator';
import { PickupPointForm } from './pickup-point-form';
import { TemplateForm } from './template-form';
import { useSetupMutation, useStaffDeliverySetup } from './use-catalog-setup';

/** Which form is open: none, a new one, or an existing row's. */
type Editing = null | 'new' | number;

function TemplatesTab({ templates, canOperate }: { templates: readonly StaffTemplateRowFragment[]; canOperate: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [picked, setPicked] = useState(templates[0] ? String(templates[0].id) : '');
  const remove = useSetupMutation(StaffDeleteDeliveryTemplateDocument);
  const edited = typeof editing === 'number' ? (templates.find((row) => row.id === editing) ?? null) : null;
  const calculated = templates.find((row) => String(row.id) === picked) ?? null;
  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        {canOperate && editing === null && (
          <div className={styles.formActions}>
            <Button onClick={() => setEditing('new')}>배송 템플릿 추가</Button>
          </div>
        )}
        {templates.length === 0 ? (
          <EmptyState title="배송 템플릿이 없어요" description="상품을 팔려면 배송 템플릿이 하나 이상 있어야 해요." />
        ) : (
          <ul className={styles.list} aria-label="배송 템플릿 목록">
            {templates.map((template) => (
              <li key={template.id} className={styles.row}>
                <span className={styles.name}>{template.name}</span>
                <Badge tone="info">{DELIVERY_TYPE_LABEL[template.deliveryType]}</Badge>
                <span className={styles.meta}>
                  {deliveryFeeSummary(template)} · 상품 {template.productCount}개
                </span>
                {canOperate && (
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(template.id)} aria-label={`${template.name} 고치기`}>
                      고치기
                    </Button>
                    {template.productCount === 0 && (
                      <Button size="sm" variant="danger" onClick={() => remove.mutate({ id: template.id })} aria-label={`${template.name} 지우기`}>
                        지우기
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {remove.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(remove.error)}
          </p>
        )}
      </div>
      <div className={styles.form}>
        {editing !== null ? (
          <section className={styles.card}>
            <TemplateForm key={String(editing)} template={edited} onDone={() => setEditing(null)} />
          </section>
        ) : (
          <section className={styles.card} aria-label="저장된 템플릿으로 배송비 계산">
            <Select
              label="계산할 배송 템플릿"
              value={picked}
              options={templates.map((row) => ({ value: String(row.id), label: row.name }))}
              onChange={(event) => setPicked(event.target.value)}
            />
            <FeeCalculator rule={calculated} headingLevel="h2" />
          </section>
        )}
        {edited && (
          <section className={styles.card}>
            <AuditTrail objectType="DELIVERY_TEMPLATE" objectId={edited.id} />
          </section>
        )}
      </div>
    </div>
  );
}

function PickupPointsTab({ points, canOperate }: { points: readonly StaffPickupPointRowFragment[]; canOperate: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const edited = typeof editing === 'number' ? (points.find((row) => row.id === editing) ?? null) : null;
  const remove = useSetupMutation(StaffDeletePickupPointDocument);
  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        {canOperate && editing === null && (
          <div className={styles.formActions}>
            <Button onClick={() => setEditing('new')}>단체 수령지 추가</Button>
          </div>
        )}
        {points.length === 0 ? (
          <EmptyState title="단체 수령지가 없어요" description="단체 주문 상품이 학생에게 나눠 줄 곳을 추가해 보세요." />
        ) : (
          <ul className={styles.list} aria-label="단체 수령지 목록">
            {points.map((point) => (
              <li key={point.id} className={styles.row}>
                <span className={styles.name}>{point.name}</span>
                <span className={styles.meta}>
                  ({point.postCode}) {point.address} {point.detailAddress} · {point.tel} · 상품 {point.productCount}개
                </span>
                {canOperate && (
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(point.id)} aria-label={`${point.name} 고치기`}>
                      고치기
                    </Button>
                    {point.productCount === 0 && (
                      <Button size="sm" variant="danger" onClick={() => remove.mutate({ id: point.id })} aria-label={`${point.name} 지우기`}>
                        지우기
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {remove.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(remove.error)}
          </p>
        )}
      </div>
      {editing !== null && (
        <div className={styles.form}>
          <section className={styles.card}>
            <PickupPointForm key={String(editing)} point={edited} onDone={() => setEditing(null)} />
          </section>
          {edited && (
            <section className={styles.card}>
              <AuditTrail objectType="PICKUP_POINT" objectId={edited.id} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}

/** `/admin/delivery`: delivery templates with a live fee calculator, and the group pickup points. */
export function DeliveryPage() {
  const { canOperate } = useStaffLevel();
  const query = useStaffDeliverySetup();
  // The tab is in the address (`?tab=pickup`), so a link or a reload opens the same one.
  const tab = new URLSearchParams(useSearch()).get('tab') === 'pickup' ? 'pickup' : 'templates';
  const [, navigate] = useLocation();
  let body;
  if (query.isError) body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (!query.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="배송 설정을 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else {
    const { staffDeliveryTemplates: templates, staffPickupPoints: points } = query.data;
    body = (
      <Tabs
        label="배송 설정"
        value={tab}
        onChange={(id) => navigate(paths.adminDelivery({ tab: id === 'pickup' ? 'pickup' : null }), { replace: true })}
        tabs={[
          { id: 'templates', label: '배송 템플릿', count: templates.length, panel: <TemplatesTab templates={templates} canOperate={canOperate} /> },
          { id: 'pickup', label: '단체 수령지', count: points.length, panel: <PickupPointsTab points={points} canOperate={canOperate} /> },
        ]}
      />
    );
  }
  return (
    <AdminPage title="배송" description="배송비는 장바구니와 같은 계산으로 미리 볼 수 있어요.">
      {body}
    </AdminPage>
  );
}

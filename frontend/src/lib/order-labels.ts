import type { BadgeTone } from '../components/ui/badge';
import type { OrderProductStatus } from './__generated__/graphql';

interface StatusLabel {
  label: string;
  tone: BadgeTone;
}

/**
 * The one Korean wording of a line status, shared by the order list, the order detail, the
 * completion page and the my-page counts so a student sees the same word everywhere.
 * Tones follow the Badge meanings: waiting is a warning, money received is success, moving is info.
 */
const STATUS_LABELS: Record<OrderProductStatus, StatusLabel> = {
  READY: { label: '결제 대기', tone: 'warning' },
  PAID: { label: '결제 완료', tone: 'success' },
  PREPARING: { label: '배송 준비 중', tone: 'primary' },
  DELIVERING: { label: '배송 중', tone: 'info' },
  COMPLETED: { label: '배송 완료', tone: 'neutral' },
  CANCELLED: { label: '주문 취소', tone: 'danger' },
};

export function orderStatusLabel(status: OrderProductStatus): string {
  return STATUS_LABELS[status].label;
}

/** A group-pickup line handed out at its point reads 수령 완료, not 배송 완료 (ADR 0067). */
export function lineStatusLabel(line: { status: OrderProductStatus; shippingRequestedAt?: string | null; product: { productGroupDelivery?: { productGroupDeliveryType: string } | null } }): string {
  const pickup = line.product.productGroupDelivery?.productGroupDeliveryType === 'GROUP' && !line.shippingRequestedAt;
  return pickup && line.status === 'COMPLETED' ? '수령 완료' : orderStatusLabel(line.status);
}

export function orderStatusTone(status: OrderProductStatus): BadgeTone {
  return STATUS_LABELS[status].tone;
}


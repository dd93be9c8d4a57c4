import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { OrderProductStatus, ReviewStatus } from '../../../../domain/enums';
import type { OrderProduct } from '../order/order-product.entity';
import type { Review } from '../review/review.entity';
import type { StaffScope } from './staff-access';
import type { StaffCommand } from './staff-cli-commands';
import {
  completeOrderProduct,
  confirmOrderProduct,
  deliveryCompanyByCode,
  listStaffOrderProducts,
  shipOrderProduct,
} from './staff-lines.service';
import { listPendingReviews, moderateReview } from './staff-reviews.service';
import { LINE_STATUS_TEXT, REVIEW_STATUS_TEXT } from '../../../../domain/staff/staff-status-text';
import { readStock, updateStock } from './staff-stock.service';

// Runs one parsed command through the same services the GraphQL resolvers call, each write in one
// transaction like a mutation, and answers the lines to print (Korean first, the code in brackets).

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;
const seoulTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });
const lineStatus = (status: OrderProductStatus) => `${LINE_STATUS_TEXT[status]} (${status})`;
const reviewStatus = (status: ReviewStatus) => `${REVIEW_STATUS_TEXT[status]} (${status})`;

function lineSummary(line: OrderProduct): string {
  const option = line.optionText ? ` / ${line.optionText}` : '';
  return (
    `#${line.id}  ${lineStatus(line.status as OrderProductStatus)}  주문 #${line.order.id}  ` +
    `${line.productName}${option} x${line.count}  ${won(line.paidPrice)}  ${seoulTime.format(line.createdAt)}`
  );
}

function reviewSummary(review: Review): string {
  const photos = review.images.length > 0 ? ` (사진 ${review.images.length}장)` : '';
  const text = review.note.length > 40 ? `${review.note.slice(0, 40)}…` : review.note;
  return (
    `#${review.id}  ★${review.rating}  상품 #${review.product.id} ${review.product.name}  ` +
    `회원 #${review.user.id}  ${seoulTime.format(review.createdAt)}  "${text}"${photos}`
  );
}

function pageHeader(what: string, total: number, page: number | null, shown: number): string {
  return shown === 0 ? `${what}: 없음 (none)` : `${what} ${total}건 중 ${page ?? 1}페이지 (${total} in all)`;
}

export async function runStaffCommand(
  orm: MikroORM,
  scope: StaffScope,
  command: Exclude<StaffCommand, { kind: 'help' }>,
): Promise<string[]> {
  const write = <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => orm.em.fork().transactional(work);
  switch (command.kind) {
    case 'list-orders': {
      const status = command.status as OrderProductStatus | null;
      const { items, total } = await listStaffOrderProducts(orm.em.fork(), scope, { status, page: command.page });
      return [pageHeader('주문 상품', total, command.page, items.length), ...items.map(lineSummary)];
    }
    case 'list-reviews': {
      const { items, total } = await listPendingReviews(orm.em.fork(), scope, command.page);
      return [pageHeader('검토 대기 리뷰', total, command.page, items.length), ...items.map(reviewSummary)];
    }
    case 'list-stock': {
      const { product, details } = await readStock(orm.em.fork(), scope, command.productId);
      const header = `상품 #${product.id} ${product.name}`;
      if (details.length === 0) return [`${header}  재고 ${product.count}개 (옵션 없음, no options)`];
      return [
        `${header}  옵션별 재고 (stock per option; stock ${product.id} --option <번호> <수량>)`,
        ...details.map((detail) => `  옵션 #${detail.id}  ${detail.optionValues().join(' / ')}  재고 ${detail.count}개`),
      ];
    }
    case 'confirm': {
      const line = await write((em) => confirmOrderProduct(em, scope, command.orderProductId));
      return [`주문 확인 완료 (confirmed): ${lineSummary(line)}`];
    }
    case 'ship': {
      const line = await write(async (em) => {
        const company = await deliveryCompanyByCode(em, command.company);
        return shipOrderProduct(em, scope, {
          orderProductId: command.orderProductId,
          orderDeliveryCompanyId: company.id,
          shippingNumber: command.shippingNumber,
        });
      });
      return [`발송 처리 완료 (shipped): ${lineSummary(line)}`];
    }
    case 'complete': {
      const line = await write((em) => completeOrderProduct(em, scope, command.orderProductId));
      return [`배송 완료 처리 (completed): ${lineSummary(line)}`];
    }
    case 'stock': {
      const change = await write((em) => updateStock(em, scope, command));
      const lines = [`재고 수정 완료 (stock set): 상품 #${change.product.id} ${change.product.name}  전체 재고 ${change.before} → ${change.after}`];
      if (change.notified > 0) lines.push(`재입고 알림 ${change.notified}명 발송 대기 (restock messages queued)`);
      return lines;
    }
    case 'review': {
      const review = await write((em) =>
        moderateReview(em, scope, {
          reviewId: command.reviewId,
          status: command.decision,
          feedback: command.feedback,
          pinned: command.pinned,
        }),
      );
      const pinned = review.pinned ? ', 상단 고정 (pinned)' : '';
      return [`리뷰 #${review.id}: ${reviewStatus(review.status as ReviewStatus)}${pinned}`];
    }
  }
}

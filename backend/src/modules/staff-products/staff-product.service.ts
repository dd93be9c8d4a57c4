import type { EntityManager } from '@mikro-orm/postgresql';
import { listStaffPickupPoints } from '../catalog-setup/staff-delivery.service';
import type { StaffPickupPoint } from '../../graphql/__generated__/resolvers-types';
import { notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { productIdSchema, STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../../../domain/catalog/staff-product-input';
import { visibilityChecklist, type VisibilityCheck } from '../../../../domain/catalog/visibility-checklist';
import type { ViewerLike } from '../../../../domain/catalog/visibility';
import { productContents, readAnyProduct } from '../catalog/product.service';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import type { Product } from '../catalog/product.entity';
import { ReviewType } from '../review/review-type.entity';
import type { StaffScope } from '../staff/staff-access';

/** A product as the console's editor shows it. */
export interface StaffProductView {
  product: Product;
  updatedAt: Date;
  visibilityChecklist: VisibilityCheck[];
}

/**
 * The checklist's facts from the product page's own read (combinations, categories with their
 * parents, delivery template), so the editor costs one statement however many checks there are.
 */
async function checklistOf(em: EntityManager, product: Product, viewer: ViewerLike | null, now: Date): Promise<VisibilityCheck[]> {
  const contents = await productContents(em, product, viewer);
  return visibilityChecklist(
    {
      productVisible: product.productVisible,
      saleStartedAt: product.saleStartedAt ?? null,
      saleEndedAt: product.saleEndedAt ?? null,
      image: product.image,
      stockRows: contents.optionDetails.length > 0 ? contents.optionDetails.map((detail) => detail.count) : [product.count],
      categories: contents.categoryTaggeds.map(({ productCategory }) => ({
        content: productCategory.content,
        visible: productCategory.visible,
        parentVisible: productCategory.category ? productCategory.category.visible : null,
      })),
      deliveryTemplateName: contents.deliveryTemplate?.name ?? null,
    },
    now,
  );
}

/**
 * One product of the staff member's university, hidden or not, read fresh; another university's
 * or a missing one is NOT_FOUND alike.
 */
export async function readStaffProduct(
  em: EntityManager,
  scope: StaffScope,
  viewer: ViewerLike | null,
  id: unknown,
  now: Date = new Date(),
): Promise<StaffProductView> {
  const productId = parseInput(productIdSchema, id, 'id');
  const product = await readAnyProduct(em, productId, scope.universityId);
  if (!product) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  return { product, updatedAt: product.updatedAt, visibilityChecklist: await checklistOf(em, product, viewer, now) };
}

/** The editor's pickers: this university's delivery templates and the shared review types. */
export async function productPickers(
  em: EntityManager,
  scope: StaffScope,
): Promise<{ deliveryTemplates: DeliveryTemplate[]; reviewTypes: ReviewType[]; pickupPoints: StaffPickupPoint[] }> {
  const [deliveryTemplates, reviewTypes] = await Promise.all([
    em.find(DeliveryTemplate, { university: scope.universityId }, { orderBy: { name: 'asc', id: 'asc' } }),
    em.find(ReviewType, {}, { orderBy: { content: 'asc', id: 'asc' } }),
  ]);
  return { deliveryTemplates, reviewTypes, pickupPoints: await listStaffPickupPoints(em, scope) };
}

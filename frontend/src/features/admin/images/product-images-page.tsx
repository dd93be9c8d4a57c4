import { useState } from 'react';
import { useParams } from 'wouter';
import { MAX_DETAIL_IMAGES, MAX_PRODUCT_IMAGES } from '../../../../../domain/catalog/product-images';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StaffProductImagesFieldsFragment } from '../../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import { ImageListEditor } from './image-list-editor';
import { savedUrls } from './image-list-model';
import styles from './product-images.module.css';
import { useImageTiles } from './use-image-tiles';
import { useProductImages, useSetProductImages } from './use-product-images';

const WAIT_FOR_UPLOADS = '올리는 중이거나 올리지 못한 사진이 있어요. 끝날 때까지 기다리거나 그 사진을 지워 주세요.';

interface FormProps {
  data: StaffProductImagesFieldsFragment;
  canOperate: boolean;
  onSaved: () => void;
  onReload: () => void;
}

/** Both lists of one version of the product; the page remounts it when a new version arrives. */
function ProductImagesForm({ data, canOperate, onSaved, onReload }: FormProps) {
  const gallery = useImageTiles(data.images, 'images');
  const details = useImageTiles(data.detailImages, 'detailImages');
  const save = useSetProductImages();
  const [notice, setNotice] = useState<string | null>(null);
  const conflict = save.error instanceof ApiError && save.error.code === 'CONFLICT';

  const submit = () => {
    const images = savedUrls(gallery.tiles);
    const detailImages = savedUrls(details.tiles);
    if (!images || !detailImages) return setNotice(WAIT_FOR_UPLOADS);
    setNotice(null);
    save.mutate({ productId: data.productId, expectedUpdatedAt: data.updatedAt, images, detailImages }, { onSuccess: onSaved });
  };

  return (
    <div className={styles.layout}>
      <ImageListEditor
        title="상품 사진"
        hint={`목록과 상품 페이지에 나오는 사진이에요. ${MAX_PRODUCT_IMAGES}장까지, 첫 번째 사진이 대표 사진이에요. JPG, PNG, WEBP, GIF를 올릴 수 있어요.`}
        noun="사진"
        max={MAX_PRODUCT_IMAGES}
        tiles={gallery}
        canOperate={canOperate}
        firstIsMain
      />
      <ImageListEditor
        title="상세 이미지"
        hint={`상품 설명 탭에서 글 아래에 차례대로 나오는 긴 이미지예요. ${MAX_DETAIL_IMAGES}장까지 올릴 수 있어요.`}
        noun="상세 이미지"
        max={MAX_DETAIL_IMAGES}
        tiles={details}
        canOperate={canOperate}
      />
      {canOperate && (
        <div className={styles.saveBar}>
          <Button onClick={submit} loading={save.isPending} loadingLabel="저장하는 중">
            저장
          </Button>
          {conflict && (
            <Button variant="secondary" onClick={onReload}>
              새로고침
            </Button>
          )}
        </div>
      )}
      {(notice ?? save.error) && (
        <p className={styles.error} role="alert">
          {notice ?? errorMessage(save.error)}
        </p>
      )}
    </div>
  );
}

/** `/admin/products/:id/images`: a product's gallery and story images, reordered, replaced, removed or added. */
export function ProductImagesPage() {
  const params = useParams<{ id: string }>();
  const productId = Number(params.id);
  const query = useProductImages(productId);
  const { canOperate } = useStaffLevel();
  const [saved, setSaved] = useState(false);
  const title = query.data ? `${query.data.staffProductImages.productName} 사진` : '상품 사진';

  return (
    <AdminPage
      title={title}
      actions={
        <ButtonLink href={paths.product(productId)} variant="secondary" size="sm">
          상점에서 보기
        </ButtonLink>
      }
    >
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="사진을 불러오는 중">
          <Skeleton height="120px" />
          <Skeleton height="120px" />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.status} role="status">
            {saved ? '사진을 저장했어요. 학생들에게 바로 보여요.' : ''}
          </p>
          <ProductImagesForm
            key={query.data.staffProductImages.updatedAt}
            data={query.data.staffProductImages}
            canOperate={canOperate}
            onSaved={() => setSaved(true)}
            onReload={() => {
              setSaved(false);
              void query.refetch();
            }}
          />
          <AuditTrail objectType="PRODUCT" objectId={productId} />
        </>
      )}
    </AdminPage>
  );
}

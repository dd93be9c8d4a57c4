import type { ReviewFieldsFragment } from '../../../lib/__generated__/graphql';
import styles from './reviews.module.css';

/** The newest photo reviews' photos in one scrolling row above the list: what students look at first. */
export function ReviewPhotoStrip({ reviews }: { reviews: readonly ReviewFieldsFragment[] }) {
  const photos = reviews.flatMap((review) => review.images.map((src, index) => ({ src, index, review })));
  if (photos.length === 0) return null;
  return (
    <section className={styles.photoStrip} aria-labelledby="review-photo-strip-title">
      <h3 id="review-photo-strip-title" className={styles.photoStripTitle}>
        사진 리뷰
      </h3>
      <ul className={styles.reviewPhotos}>
        {photos.map(({ src, index, review }) => (
          <li key={`${review.id}-${index}`}>
            <a href={src} target="_blank" rel="noopener noreferrer" className={styles.reviewPhoto}>
              <img src={src} alt={`${review.user.name}님의 리뷰 사진 ${index + 1}`} loading="lazy" decoding="async" width={80} height={80} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './image-gallery.module.css';
import { PICTURE_SIZES, ResponsivePicture, type ResponsiveImageData } from './responsive-picture';

export interface GalleryImage {
  src: string;
  alt: string;
  /** The server-made sizes; without them the original alone is offered. */
  responsive?: ResponsiveImageData;
}

const pictureOf = (image: GalleryImage): ResponsiveImageData =>
  image.responsive ?? { src: image.src, width: null, height: null, sources: [] };

interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery, usually the product's name. */
  label: string;
  /** Thumbnails under the image (product detail); dots alone suit a card or a banner. */
  thumbnails?: boolean;
  /** CSS aspect-ratio of every slide; product photos are square. */
  aspectRatio?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Product photos that a thumb swipes through (CSS scroll snap, so the browser does the physics),
 * with dots or thumbnails to jump and a "2 / 3" counter.
 */
export function ImageGallery({ images, label, thumbnails = false, aspectRatio = '1 / 1' }: ImageGalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      setIndex(Math.round(el.scrollLeft / el.clientWidth));
    });
  }, []);

  const goTo = (next: number) => {
    const el = track.current;
    const target = Math.min(Math.max(0, next), images.length - 1);
    setIndex(target);
    if (!el) return;
    const left = target * el.clientWidth;
    // jsdom and old browsers lack Element.scrollTo; setting the offset is enough there.
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else el.scrollLeft = left;
  };

  if (images.length === 0) {
    return (
      <div className={styles.placeholder} style={{ aspectRatio }} role="img" aria-label={`${label} 이미지 준비 중`}>
        이미지 준비 중
      </div>
    );
  }

  const many = images.length > 1;
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <div ref={track} className={styles.track} onScroll={onScroll} tabIndex={many ? 0 : -1}>
          {images.map((image, i) => (
            <div
              key={`${image.src}-${i}`}
              className={styles.slide}
              style={{ aspectRatio }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${images.length}`}
              aria-hidden={i !== index || undefined}
            >
              <ResponsivePicture
                image={pictureOf(image)}
                alt={image.alt}
                sizes={PICTURE_SIZES.gallery}
                className={styles.image}
                loading={i === 0 ? 'eager' : 'lazy'}
                // The first photo is the product page's largest paint (LCP).
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
        {many && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => goTo(index - 1)} disabled={index === 0} aria-label="이전 이미지">
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => goTo(index + 1)}
              disabled={index === images.length - 1}
              aria-label="다음 이미지"
            >
              <span aria-hidden="true">›</span>
            </button>
            <span className={styles.counter} aria-hidden="true">
              {index + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {many && !thumbnails && (
        <div className={styles.dots}>
          {images.map((image, i) => (
            <button
              key={`${image.src}-${i}`}
              type="button"
              className={styles.dot}
              aria-label={`${i + 1}번째 이미지 보기`}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
      {many && thumbnails && (
        <div className={styles.thumbs}>
          {images.map((image, i) => (
            <button
              key={`${image.src}-${i}`}
              type="button"
              className={styles.thumb}
              aria-label={`${i + 1}번째 이미지 보기`}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            >
              <ResponsivePicture
                image={pictureOf(image)}
                alt=""
                sizes={PICTURE_SIZES.thumb}
                className={styles.image}
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

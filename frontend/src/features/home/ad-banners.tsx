import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import type { AdBannerFragment } from '../../lib/__generated__/graphql';
import styles from './home-page.module.css';
import { useAds } from './use-home';

/** In-shop paths move inside the app; outside addresses open a new tab; anything else is not a link. */
function BannerLink({ url, children }: { url: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link href={url} className={styles.adLink}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} className={styles.adLink} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> (새 창)</VisuallyHidden>
      </a>
    );
  }
  return <div className={styles.adLink}>{children}</div>;
}

/** `lead`: the first banner, the home page's largest paint (LCP), which the first HTML preloads too. */
function Banner({ ad, lead }: { ad: AdBannerFragment; lead: boolean }) {
  const words = [ad.primary, ad.secondary].filter(Boolean).join(' - ');
  return (
    <BannerLink url={ad.url}>
      {ad.imageUrl ? (
        // The banner image carries its own lettering; the alt text says the same words.
        <img src={ad.imageUrl} alt={words} className={styles.adImage} decoding="async" fetchPriority={lead ? 'high' : 'auto'} />
      ) : (
        <span className={styles.adText}>
          <strong className={styles.adPrimary}>{ad.primary}</strong>
          {ad.secondary && <span className={styles.adSecondary}>{ad.secondary}</span>}
        </span>
      )}
    </BannerLink>
  );
}

/**
 * The campaign banners as a row a thumb swipes through (scroll snap, no timer: a banner that moves
 * on its own is hard to read and to reach with a screen reader). Without banners, nothing shows;
 * a failed load leaves the rest of the home page alone.
 */
export function AdBanners() {
  const ads = useAds();
  if (ads.isPending) {
    return (
      <div className={styles.adSkeleton} aria-hidden="true">
        <Skeleton shape="block" height="100%" />
      </div>
    );
  }
  if (ads.isError || ads.data.length === 0) return null;
  return (
    <section aria-label="이벤트 배너" className={styles.ads}>
      <ul className={styles.adTrack}>
        {ads.data.map((ad, index) => (
          <li key={ad.id} className={styles.adSlide} aria-label={`${index + 1} / ${ads.data.length}`}>
            <Banner ad={ad} lead={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

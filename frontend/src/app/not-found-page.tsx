import { useUntrackedPageView } from '../lib/analytics/page-tracking';
import { useDocumentTitle } from '../lib/tenant';
import { ButtonLink } from '../components/ui/button-link';
import styles from './not-found-page.module.css';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없어요');
  // Spec §2: views of the not-found page are not traced.
  useUntrackedPageView();
  return (
    <section className={styles.notFound}>
      <h1 className={styles.title}>페이지를 찾을 수 없어요</h1>
      <p className={styles.text}>주소가 바뀌었거나 없어진 페이지예요.</p>
      <ButtonLink href={paths.home()}>
        홈으로 가기
      </ButtonLink>
    </section>
  );
}

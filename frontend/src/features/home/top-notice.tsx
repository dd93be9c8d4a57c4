import styles from './home-page.module.css';

export function TopNotice({ text }: { text: string }) {
  return (
    <aside className={styles.notice} aria-label="공지사항">
      <span className={styles.noticeBadge}>공지</span>
      <p className={styles.noticeText}>{text}</p>
    </aside>
  );
}

import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { normaliseSearchQuery } from '../../../../domain/catalog/product-search';
import { Button } from '../../components/ui/button';
import { BottomSheet } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../lib/paths';
import { clearRecentSearches, rememberSearch, useRecentSearches } from '../../widgets/recent/recent-store';
import styles from './header-actions.module.css';

/**
 * 상품 검색 in the header: a sheet with the search field and this device's recent searches; a
 * search opens the product list at `/products?q=` (ADR 0058).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [, navigate] = useLocation();
  const recent = useRecentSearches();

  const search = (words: string) => {
    const q = normaliseSearchQuery(words);
    if (!q) return;
    rememberSearch(q);
    setOpen(false);
    navigate(paths.products({ q }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  return (
    <>
      <button type="button" className={styles.iconButton} aria-label="상품 검색" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="m15 15 5 5" strokeLinecap="round" />
        </svg>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="상품 검색">
        <form role="search" onSubmit={submit} className={styles.searchForm}>
          <TextField
            label="검색어"
            type="search"
            enterKeyHint="search"
            placeholder="과잠, 후드, ㄱㅈ"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Button type="submit">검색</Button>
        </form>
        {recent.length > 0 && (
          <section aria-labelledby="recent-searches-title" className={styles.recentSearches}>
            <div className={styles.recentHeader}>
              <h3 id="recent-searches-title">최근 검색어</h3>
              <button type="button" className={styles.textButton} onClick={clearRecentSearches}>
                전체 삭제
              </button>
            </div>
            <ul className={styles.recentList}>
              {recent.map((words) => (
                <li key={words}>
                  <button type="button" className={styles.recentChip} onClick={() => search(words)}>
                    {words}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </BottomSheet>
    </>
  );
}

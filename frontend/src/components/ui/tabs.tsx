import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<TId extends string> {
  id: TId;
  label: ReactNode;
  /** A count after the label, e.g. 리뷰 (12). */
  count?: number;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<TId extends string> {
  /** Names the tab list for screen readers, e.g. "상품 정보". */
  label: string;
  tabs: readonly TabItem<TId>[];
  /** Controlled selection; leave out to let the tabs keep their own. */
  value?: TId;
  defaultValue?: TId;
  onChange?: (id: TId) => void;
  /** Stretches the tabs over the full width (two to four short tabs on a phone). */
  fitted?: boolean;
}

/**
 * WAI-ARIA tabs: one tab stop for the whole list, arrow keys and Home/End move between tabs
 * and select them, the panel is labelled by its tab.
 */
export function Tabs<TId extends string>({ label, tabs, value, defaultValue, onChange, fitted = false }: TabsProps<TId>) {
  const baseId = useId();
  const [own, setOwn] = useState<TId | undefined>(defaultValue ?? tabs.find((tab) => !tab.disabled)?.id);
  const selected = value ?? own;
  const refs = useRef(new Map<TId, HTMLButtonElement>());

  const select = (id: TId) => {
    setOwn(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length];
    if (!next) return;
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const tabId = (id: TId) => `${baseId}-tab-${id}`;
  const panelId = (id: TId) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected);

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={fitted ? `${styles.list} ${styles.fitted}` : styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
              {tab.count !== undefined && <span className={styles.count}>{tab.count.toLocaleString('ko-KR')}</span>}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className={styles.panel}>
          {current.panel}
        </div>
      )}
    </div>
  );
}

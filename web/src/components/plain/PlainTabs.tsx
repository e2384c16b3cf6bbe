import { useId, type ReactNode } from 'react';
import './plain.css';

interface PlainTabsProps<K extends string> {
  active: K;
  onChange: (key: K) => void;
  tabs: readonly { key: K; label: ReactNode }[];
  /** the panel of the active tab */
  children: ReactNode;
}

/** Tabs as WAI-ARIA describes them: the arrows move between tabs. Only the active panel is rendered. */
export function PlainTabs<K extends string>({ active, onChange, tabs, children }: PlainTabsProps<K>) {
  const id = useId();
  return (
    <div>
      <div
        role="tablist"
        className="plain-tabs"
        onKeyDown={(e) => {
          const at = tabs.findIndex((t) => t.key === active);
          const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (step === 0) return;
          const next = tabs[(at + step + tabs.length) % tabs.length];
          if (next) {
            onChange(next.key);
            document.getElementById(`${id}-${next.key}`)?.focus();
          }
        }}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            className="plain-tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </div>
  );
}

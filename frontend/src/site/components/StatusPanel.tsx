import type { ReactNode } from 'react';
import { hyphenate } from '../lib/hyphenation';

interface StatusPanelProps {
  tone: 'success' | 'warning' | 'info' | 'error' | 'loading';
  title: string;
  lang?: string;
  children: ReactNode;
}

const icons: Record<Exclude<StatusPanelProps['tone'], 'loading'>, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  info: 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2Z',
  error: 'M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

/** Centred result card for status pages (payment result, unsubscribe, not found); 'loading' spins. */
export function StatusPanel({ tone, title, lang, children }: StatusPanelProps) {
  return (
    <section className="section status-section" lang={lang}>
      <div className="container">
        <div className={`status-panel status-panel--${tone}`}>
          <span className="status-panel__icon" aria-hidden="true">
            {tone === 'loading' ? (
              <span className="spinner__circle" />
            ) : (
              <svg viewBox="0 0 24 24" focusable="false">
                <path d={icons[tone]} fill="currentColor" />
              </svg>
            )}
          </span>
          <h1 className="status-panel__title">{hyphenate(title)}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}

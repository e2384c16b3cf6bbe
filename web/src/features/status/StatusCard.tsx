import type { ReactNode } from 'react';

interface StatusCardProps {
  title: ReactNode;
  /** what the head shows on the right: figures, a link */
  extra?: ReactNode;
  /** `fit`: as tall as its content (the port cards); `column`: the body fills the card and centres its content */
  layout?: 'fill' | 'fit' | 'column';
  /** a list runs to the card's edges with less padding above and below */
  isList?: boolean;
  children: ReactNode;
}

/** A card of the status home, as Ant Design's small card looks (status.css). */
export function StatusCard({ title, extra, layout = 'fill', isList = false, children }: StatusCardProps) {
  return (
    <section className={layout === 'fill' ? 'olt-status-card' : `olt-status-card olt-status-card--${layout}`}>
      <div className="olt-status-card__head">
        <div className="olt-status-card__title">{title}</div>
        {extra && <div className="olt-status-card__extra">{extra}</div>}
      </div>
      <div className={isList ? 'olt-status-card__body olt-status-card__body--list' : 'olt-status-card__body'}>
        {children}
      </div>
    </section>
  );
}

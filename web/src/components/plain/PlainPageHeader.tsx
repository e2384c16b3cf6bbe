import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { portOptionLabel } from '../portOptions.ts';
import type { PortSelection } from '../usePortSelection.ts';
import { PlainSelect } from './PlainSelect.tsx';
import './plain.css';

interface PlainPageHeaderProps {
  title: ReactNode;
  /** from usePortSelection (or the ONU table's own): a port selector beside the title */
  selection?: Pick<PortSelection, 'ports' | 'portId' | 'setPortId'> & {
    /** extra choices before the ports, e.g. "All" (the ONU table) */
    extra?: readonly { value: number; label: string }[];
  };
  /** what the page shows on the right: counters, buttons */
  actions?: ReactNode;
}

/**
 * The page header of the screens drawn without Ant Design: title, the port selector, the page's own
 * figures or buttons; the same layout as components/PageHeader.tsx.
 */
export function PlainPageHeader({ title, selection, actions }: PlainPageHeaderProps) {
  const { t } = useTranslation('components');
  return (
    <header className="plain-page-header">
      <h4 className="plain-page-title">{title}</h4>
      {selection && (
        <label className="plain-page-port">
          <span>{t('pageHeader.port')}</span>
          <PlainSelect
            aria-label={t('pageHeader.port')}
            value={selection.portId}
            onChange={selection.setPortId}
            options={[
              ...(selection.extra ?? []),
              ...selection.ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
            ]}
            style={{ width: 140 }}
          />
        </label>
      )}
      {actions && <div className="plain-page-actions">{actions}</div>}
    </header>
  );
}

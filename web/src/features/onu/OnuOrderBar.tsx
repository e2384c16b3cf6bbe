import { memo } from 'react';
import { DragOutlined } from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import { PlainButton } from '../../components/plain/PlainButton.tsx';

interface OnuOrderBarProps {
  portName: string;
  isChanged: boolean;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Above one PON's rows: how to reorder them, and once dragged, Save (ONU-11) or Discard. */
export const OnuOrderBar = memo(function OnuOrderBar(props: OnuOrderBarProps) {
  const { portName, isChanged, isSaving, onSave, onDiscard } = props;
  const { t } = useTranslation('onu');
  if (!isChanged)
    return (
      <span className="onu-order-hint">
        <DragOutlined /> {t('order.hint')}
      </span>
    );
  return (
    <div className="onu-bar" role="region" aria-label={t('order.changed', { port: portName })}>
      <span className="onu-order-changed">{t('order.changed', { port: portName })}</span>
      <PlainButton onClick={onDiscard} disabled={isSaving}>
        {t('order.discard')}
      </PlainButton>
      <PlainButton kind="primary" onClick={onSave} disabled={isSaving} aria-busy={isSaving}>
        {t('order.save')}
      </PlainButton>
    </div>
  );
});

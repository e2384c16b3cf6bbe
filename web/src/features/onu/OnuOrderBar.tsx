import { memo } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DragOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <DragOutlined /> {t('order.hint')}
      </Typography.Text>
    );
  return (
    <Flex gap="small" align="center" role="region" aria-label={t('order.changed', { port: portName })}>
      <Typography.Text type="warning">{t('order.changed', { port: portName })}</Typography.Text>
      <Button size="small" onClick={onDiscard} disabled={isSaving}>
        {t('order.discard')}
      </Button>
      <Button size="small" type="primary" onClick={onSave} loading={isSaving}>
        {t('order.save')}
      </Button>
    </Flex>
  );
});

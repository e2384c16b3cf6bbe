import type { ReactNode } from 'react';
import { Flex, Select, Typography, theme } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { onuLabel } from '@olt/protocol';
import { portOptionLabel } from './portOptions.ts';
import type { PortSelection } from './usePortSelection.ts';

interface PageHeaderProps {
  title: ReactNode;
  /** from usePortSelection; without it the header has no selectors (type "none") */
  selection?: PortSelection;
  /** buttons of the page, on the right */
  actions?: ReactNode;
}

/** The port selector: PON ports only or every port, as the selection was made for. */
export function PortSelector({ selection }: { selection: PortSelection }) {
  const { t } = useTranslation('components');
  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">{t('pageHeader.port')}</Typography.Text>
      <Select
        aria-label={t('pageHeader.port')}
        placeholder={t('pageHeader.choose')}
        style={{ width: 140 }}
        value={selection.ports.length > 0 ? selection.portId : undefined}
        options={selection.ports.map((p) => ({ value: p.id, label: portOptionLabel(p) }))}
        onChange={(id: number) => selection.setPortId(id)}
      />
    </Flex>
  );
}

/** The ONU selector, listing ONU{port}/{onu}; says so in red when the port has no ONU (spec §2). */
export function OnuSelector({ selection }: { selection: PortSelection }) {
  const { t } = useTranslation('components');
  const { portId, onuIds, onuId } = selection;
  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">{t('pageHeader.onu')}</Typography.Text>
      <Select
        aria-label={t('pageHeader.onu')}
        placeholder={t('pageHeader.choose')}
        style={{ width: 140 }}
        loading={selection.isOnuListLoading}
        disabled={selection.hasNoOnu}
        value={onuId ?? undefined}
        options={onuIds.map((id) => ({ value: id, label: onuLabel(portId, id) }))}
        onChange={(id: number) => selection.setOnuId(id)}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {selection.hasNoOnu && (
        <Typography.Text type="danger" role="status">
          {t('pageHeader.noMoreData')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Title, port and ONU selectors, and the page's buttons, above a port-based screen (spec §2). */
export function PageHeader({ title, selection, actions }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="header"
      align="center"
      gap="middle"
      wrap
      style={{
        paddingBottom: token.paddingSM,
        marginBottom: token.marginMD,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Title level={4} style={{ margin: 0, marginRight: token.marginLG }}>
        {title}
      </Typography.Title>
      {selection && <PortSelector selection={selection} />}
      {selection?.withOnu && <OnuSelector selection={selection} />}
      {actions && (
        <Flex gap="small" wrap style={{ marginLeft: 'auto' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

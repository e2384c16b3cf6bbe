import { memo, useState } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  PoweroffOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnuTableRow } from '@olt/protocol';
import { isOnline, isReachable, onuIdLabel } from './onuFormat.ts';

export type RowAction = 'details' | 'rename' | 'reboot' | 'txOff' | 'deny' | 'delete';

interface OnuRowMenuProps {
  row: OnuTableRow;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/**
 * A row's operations, opened by hovering (as the original) or by clicking / pressing Enter on the button. The menu
 * is built only while open: a thousand rows do not each carry one.
 */
export const OnuRowMenu = memo(function OnuRowMenu({ row, onAction }: OnuRowMenuProps) {
  const { t } = useTranslation('onu');
  const [isOpen, setOpen] = useState(false);
  const canReboot = isOnline(row);
  // an ONU the transmitter switch itself took down can be given 0 s, which turns the transmitter back on
  const canSwitchOff = isReachable(row) || row.last_down_reason === 'Laser out';
  /** An item the ONU's state rules out stays visible and says why it is disabled. */
  const ruledOut = (label: string, why: string) => (
    <Tooltip title={why} placement="left">
      <span>{label}</span>
    </Tooltip>
  );

  const items: MenuProps['items'] = isOpen
    ? [
        { key: 'details', icon: <EyeOutlined />, label: t('action.details') },
        { key: 'rename', icon: <EditOutlined />, label: t('action.rename') },
        { type: 'divider' },
        {
          key: 'reboot',
          icon: <ReloadOutlined />,
          // an offline ONU cannot be restarted (spec §4)
          disabled: !canReboot,
          label: canReboot ? t('action.reboot') : ruledOut(t('action.reboot'), t('action.rebootOffline')),
        },
        {
          key: 'txOff',
          icon: <PoweroffOutlined />,
          disabled: !canSwitchOff,
          label: canSwitchOff ? t('action.txOff') : ruledOut(t('action.txOff'), t('action.txOffOffline')),
        },
        { type: 'divider' },
        { key: 'deny', icon: <StopOutlined />, label: t('action.deny') },
        { key: 'delete', icon: <DeleteOutlined />, label: t('action.delete'), danger: true },
      ]
    : [];

  return (
    <Dropdown
      open={isOpen}
      onOpenChange={setOpen}
      trigger={['hover']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onAction(key as RowAction, row);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('action.menu', { onu: onuIdLabel(row) })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      />
    </Dropdown>
  );
});

import { Typography } from 'antd';
import { setPortInfo, type PortInfo } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { changedFlags, portParam, speedChoices, valuesOf, type PortValues } from './portChange.ts';
import { portInfoKeys } from './portQueries.ts';

const field = (name: keyof PortValues) => paramField(setPortInfo.param, name);

/**
 * One port's settings (PORT-02): uplinks take admin state, speed, duplex and rate limits besides what every port
 * takes (flow control, MTU, default VLAN, description). Only the changed fields are flagged; disabling a port is
 * asked first, since it cuts the traffic through it.
 */
export function PortSettingDialog({ row, port, onClose }: { row: PortInfo; port: PortOption; onClose: () => void }) {
  const { t } = useTranslation('switchPort');
  const isUplink = port.kind !== 'pon';
  const name = portOptionLabel(port);
  const onOff = [
    { value: 1, label: t('onOff.on') },
    { value: 0, label: t('onOff.off') },
  ];
  const uplinkFields: FieldSpec<PortValues>[] = [
    { name: 'admin_status', label: t('field.admin'), kind: 'radio', options: onOff },
    {
      name: 'speed',
      label: t('field.speed'),
      kind: 'select',
      options: speedChoices(port.kind).map((s) => ({ value: s, label: s === 'auto' ? t('autoChoice') : s })),
      extra: t('autoNegTip'),
    },
    {
      name: 'duplex',
      label: t('field.duplex'),
      kind: 'radio',
      options: [
        { value: 1, label: t('duplex.full') },
        { value: 0, label: t('duplex.half') },
      ],
    },
  ];
  const rate = (name: 'erate' | 'irate'): FieldSpec<PortValues> => ({
    name,
    label: t(`field.${name}`),
    kind: 'int',
    schema: field(name),
    required: true,
    extra: t('rateHint'),
    message: t('rateRule'),
  });
  const fields: FieldSpec<PortValues>[] = [
    ...(isUplink ? uplinkFields : []),
    { name: 'flow_ctrl', label: t('field.flowCtrl'), kind: 'radio', options: onOff },
    { name: 'mtu', label: t('field.mtu'), kind: 'int', schema: field('mtu'), required: true },
    ...(isUplink ? [rate('erate'), rate('irate')] : []),
    {
      name: 'pvid',
      label: t('field.pvid'),
      kind: 'int',
      schema: field('pvid'),
      required: true,
      // the device moves the port's VLAN membership with its default VLAN (api.md PORT-02): said before it is sent
      extra: t('pvidHint'),
    },
    { name: 'port_desc', label: t('field.desc'), kind: 'text', schema: field('port_desc'), showCount: true },
  ];
  const initial = valuesOf(row);
  const typed = { ...initial, mtu: String(initial.mtu), erate: String(initial.erate), irate: String(initial.irate) };

  return (
    <EntityDialog<PortValues>
      title={t('settingTitle', { port: name })}
      okText={t('setting')}
      fields={fields}
      initialValues={{ ...typed, pvid: String(initial.pvid) } as unknown as PortValues}
      intro={
        <Typography.Paragraph type="secondary">
          {t('field.autoNeg')}: {t(row.auto_neg === 1 ? 'onOff.on' : 'onOff.off')}
        </Typography.Paragraph>
      }
      invalidate={[deviceKeys.ports, portInfoKeys.traffic]}
      confirm={(v) =>
        isUplink && v.admin_status === 0 && initial.admin_status === 1
          ? { title: t('downTitle'), content: t('downConfirm', { port: name }) }
          : undefined
      }
      toWrite={(values) => {
        const next = { ...initial, ...values };
        const flags = changedFlags(row, next, port.kind);
        if (flags === 0) {
          toast.info(t('noChange'));
          return null;
        }
        return write(setPortInfo, portParam(row, next, flags));
      }}
      success={(values) =>
        values.pvid !== initial.pvid ? t('savedPvid', { port: name, vlan: values.pvid }) : t('saved', { port: name })
      }
      onClose={onClose}
    />
  );
}

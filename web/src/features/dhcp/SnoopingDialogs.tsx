import { useState } from 'react';
import { Checkbox, Modal } from 'antd';
import { formatPortList, snoopingResponse, snoopingTrustAdd, snoopingTrustDelete } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortNames } from '../../components/usePortNames.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys } from './dhcpQueries.ts';

/** DHCP-15: how long snooping waits for a server's answer. */
export function ResponseDialog({ seconds, onClose }: { seconds: number; onClose: () => void }) {
  const { t } = useTranslation('dhcp');
  return (
    <EntityDialog<{ response_time: number }>
      title={t('snooping.response')}
      okText={t('apply')}
      fields={[
        {
          name: 'response_time',
          label: t('snooping.response'),
          kind: 'int',
          required: true,
          schema: paramField(snoopingResponse.param, 'response_time'),
          extra: t('snooping.responseHint'),
        },
      ]}
      initialValues={{ response_time: seconds }}
      success={(v) => t('done.responseSet', { n: Number(v.response_time) })}
      invalidate={[dhcpKeys.all]}
      onClose={onClose}
      toWrite={(v) => {
        if (Number(v.response_time) === seconds) {
          toast.info(t('noChange'));
          return null;
        }
        return write(snoopingResponse, { response_time: Number(v.response_time) });
      }}
    />
  );
}

/** DHCP-16/17: uplinks to trust (the trusted ones cannot be picked) or to stop trusting (only those can). */
export function TrustDialog({ isAdd, trusted, onClose }: { isAdd: boolean; trusted: number[]; onClose: () => void }) {
  const { t } = useTranslation('dhcp');
  const device = useDeviceWrite();
  const uplinks = usePortOptions().filter((p) => p.kind !== 'pon');
  const names = usePortNames();
  const [picked, setPicked] = useState<number[]>([]);
  const submit = async () => {
    if (picked.length === 0) return void toast.warning(t('snooping.pickPort'));
    const trust_portlist = formatPortList(picked);
    const result = await device.run(
      isAdd ? write(snoopingTrustAdd, { trust_portlist }) : write(snoopingTrustDelete, { trust_portlist }),
      {
        success: t(isAdd ? 'done.trustAdded' : 'done.trustDeleted', { ports: names(trust_portlist) }),
        invalidate: [dhcpKeys.all],
      },
    );
    if (result.isClean) onClose();
  };
  return (
    <Modal
      open
      title={isAdd ? t('snooping.trustAdd') : t('snooping.trustDel')}
      okText={isAdd ? t('add') : t('delete')}
      okButtonProps={{ danger: !isAdd, loading: device.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Checkbox.Group
        value={picked}
        onChange={(v) => setPicked(v)}
        options={uplinks.map((p) => ({
          value: p.id,
          label: portOptionLabel(p),
          disabled: isAdd ? trusted.includes(p.id) : !trusted.includes(p.id),
        }))}
      />
    </Modal>
  );
}

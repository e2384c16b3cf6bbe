import { Alert, Form, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/translation.ts';
import { PORT_TYPE, VLAN_ID, formatRangeList, portDefaultVlan, portVlanType, type PortVlan } from '@olt/protocol';
import { confirm, toast } from '../../lib/feedback.ts';
import { PORT_TYPES, PRIORITIES, portTypeKey } from './portTypes.ts';
import { idsOf } from './portText.ts';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';
import { VlanIdInput } from './VlanIdInput.tsx';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { VlanDialog, useSaveThenClose } from './VlanDialog.tsx';

interface SettingsValues {
  port_type: number;
  /** as typed; checked by VLAN-13's schema */
  pvid: number | string;
  priority: number;
}

const PVID_FIELD = paramField(portDefaultVlan.param, 'pvid');

/** VLAN-13 `flags`: which of the two values the device takes. */
const FLAG = { pvid: 0x1, priority: 0x2 } as const;

/** VLANs a port carries besides its default VLAN, which it loses on becoming an access port (api.md §4.16). */
function otherVlans(row: PortVlan): number[] {
  return [...idsOf(row.tagged_vlan), ...idsOf(row.untagged_vlan)].filter((id) => id !== row.pvid);
}

/**
 * What giving a port a new default VLAN moves besides the PVID (the device's rule, api.md VLAN-13): the port becomes an
 * untagged member of the new VLAN, a tagged membership there turning untagged, and a port that is not hybrid leaves
 * its old default VLAN. Said before the write is sent, so the operator is not surprised by the VLAN list afterwards.
 */
function pvidMoves(row: PortVlan, pvid: number, portType: number) {
  return {
    isRetagged: idsOf(row.tagged_vlan).includes(pvid),
    leaves: portType !== PORT_TYPE.hybrid && row.pvid !== pvid ? row.pvid : null,
  };
}

function PvidNote({
  row,
  pvid,
  portType,
  portLabel,
  t,
}: {
  row: PortVlan;
  pvid: number;
  portType: number;
  portLabel: string;
  t: TFunction<'vlan'>;
}) {
  const { isRetagged, leaves } = pvidMoves(row, pvid, portType);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t(isRetagged ? 'ports.pvidRetags' : 'ports.pvidJoins', { port: portLabel, vlan: pvid })}
      description={leaves === null ? undefined : t('ports.pvidLeaves', { old: leaves })}
    />
  );
}

/**
 * A port's type (VLAN-12), default VLAN and priority (VLAN-13). The type goes first, because whether a port leaves
 * its old default VLAN when given a new one depends on its type.
 */
export function PortSettingsDialog({
  row,
  portLabel,
  onClose,
}: {
  row: PortVlan;
  portLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('vlan');
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveThenClose(onClose);
  const typedPvid = Number(fieldValue(PVID_FIELD, Form.useWatch('pvid', form) ?? row.pvid));
  const typedType = Form.useWatch('port_type', form) ?? row.port_type;
  const isNewPvid =
    Number.isInteger(typedPvid) && typedPvid !== row.pvid && typedPvid >= VLAN_ID.min && typedPvid <= VLAN_ID.max;
  const pvidRules = schemaRules(PVID_FIELD, {
    required: true,
    message: t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max }),
  });

  const submit = async (typed: SettingsValues) => {
    const values = { ...typed, pvid: Number(fieldValue(PVID_FIELD, typed.pvid)) };
    const dropped = values.port_type === PORT_TYPE.access && row.port_type !== PORT_TYPE.access ? otherVlans(row) : [];
    if (dropped.length > 0) {
      const question = t('ports.toAccessConfirm', { port: portLabel, list: formatRangeList(dropped) });
      if (!(await confirm(question, { title: t('ports.settingsTitle', { port: portLabel }) }))) return;
    }
    const writes: WriteStep[] = [];
    const changes: string[] = [];
    if (values.port_type !== row.port_type) {
      writes.push(write(portVlanType, { port_id: row.port_id, port_type: values.port_type }));
      changes.push(t('done.typeItem', { type: t(portTypeKey(values.port_type)) }));
    }
    if (values.pvid !== row.pvid) {
      const { leaves } = pvidMoves(row, values.pvid, values.port_type);
      changes.push(
        leaves === null
          ? t('done.pvidItem', { vlan: values.pvid })
          : t('done.pvidLeftItem', { vlan: values.pvid, old: leaves }),
      );
    }
    if (values.priority !== row.priority) changes.push(t('done.priorityItem', { priority: values.priority }));
    const flags = (values.pvid !== row.pvid ? FLAG.pvid : 0) | (values.priority !== row.priority ? FLAG.priority : 0);
    if (flags !== 0) {
      writes.push(
        write(portDefaultVlan, { flags, port_id: row.port_id, pvid: values.pvid, priority: values.priority }),
      );
    }
    if (writes.length === 0) {
      toast.info(t('noChange'));
      return;
    }
    void save.run({
      writes,
      touchesPvid: (flags & FLAG.pvid) !== 0,
      success: t('done.portSaved', { port: portLabel, changes }),
    });
  };

  return (
    <VlanDialog
      isSaving={save.isSaving}
      onClose={onClose}
      title={t('ports.settingsTitle', { port: portLabel })}
      okText={t('save')}
      onOk={() => form.submit()}
    >
      {row.link_aggregation > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('ports.lagNote', { lag: row.link_aggregation })}
          style={{ marginBottom: 16 }}
        />
      )}
      {isNewPvid && <PvidNote row={row} pvid={typedPvid} portType={typedType} portLabel={portLabel} t={t} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ port_type: row.port_type, pvid: row.pvid, priority: row.priority }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="port_type" label={t('field.portType')} extra={t('ports.typeHint')}>
          <Select options={PORT_TYPES.map((type) => ({ value: type, label: t(portTypeKey(type)) }))} />
        </Form.Item>
        <Form.Item name="pvid" label={t('field.pvid')} rules={pvidRules}>
          <VlanIdInput />
        </Form.Item>
        <Form.Item name="priority" label={t('field.priority')} style={{ marginBottom: 0 }}>
          <Select options={PRIORITIES.map((p) => ({ value: p, label: String(p) }))} />
        </Form.Item>
      </Form>
    </VlanDialog>
  );
}

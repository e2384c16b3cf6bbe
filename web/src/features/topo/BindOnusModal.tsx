import { useMemo, useState } from 'react';
import { Alert, Checkbox, Empty, Flex, Modal, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel, splitterBind, type OnuTableRow, type Splitter } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { onuGroup } from '../../lib/onuTable.ts';
import { splittersAndOnus } from './topoQueries.ts';
import { useTopoColors } from './topoColors.ts';

interface BindOnusModalProps {
  splitter: Splitter | null;
  /** every splitter of the PON, to say where an ONU hangs now */
  splitters: readonly Splitter[];
  /** the ONUs of the splitter's PON */
  onus: readonly OnuTableRow[];
  onClose: () => void;
}

/** Which ONUs hang on a splitter (PON-16): exactly the ticked ones, as the device replaces the list. */
export function BindOnusModal({ splitter, splitters, onus, onClose }: BindOnusModalProps) {
  const { t } = useTranslation('topo');
  const colors = useTopoColors();
  const bind = useDeviceWrite();
  // the operator's ticks; until the first one the device's answer shows, so a re-read ONU table cannot undo them
  const [edited, setEdited] = useState<{ splitterId: number; ids: number[] } | null>(null);
  const sorted = useMemo(() => [...onus].sort((a, b) => a.onu_id - b.onu_id), [onus]);
  const names = useMemo(() => new Map(splitters.map((s) => [s.splitter_id, s.name])), [splitters]);

  const chosen =
    splitter && edited?.splitterId === splitter.splitter_id
      ? edited.ids
      : sorted.filter((o) => o.parent === splitter?.splitter_id).map((o) => o.onu_id);
  const setChosen = (ids: number[]) => splitter && setEdited({ splitterId: splitter.splitter_id, ids });
  const close = () => {
    setEdited(null);
    onClose();
  };

  const submit = async () => {
    if (!splitter) return;
    const step = write(splitterBind, {
      port_id: splitter.port_id,
      splitter_id: splitter.splitter_id,
      onulist: [...chosen].sort((a, b) => a - b),
    });
    const result = await bind.run(step, {
      success: t('splitter.bound', { count: chosen.length, name: splitter.name }),
      invalidate: splittersAndOnus(splitter.port_id),
    });
    if (result.isClean) close();
  };
  const allIds = sorted.map((o) => o.onu_id);

  return (
    <Modal
      open={splitter !== null}
      title={splitter ? t('splitter.bindTitle', { name: splitter.name }) : ''}
      width={640}
      okText={t('splitter.save')}
      okButtonProps={{ disabled: sorted.length === 0 }}
      confirmLoading={bind.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={close}
    >
      <Alert type="info" showIcon title={t('splitter.bindHint')} style={{ marginBottom: 12 }} />
      {sorted.length === 0 ? (
        <Empty description={t('splitter.noOnu')} />
      ) : (
        <>
          <Checkbox
            checked={chosen.length === allIds.length}
            indeterminate={chosen.length > 0 && chosen.length < allIds.length}
            onChange={(e) => setChosen(e.target.checked ? allIds : [])}
            style={{ marginBottom: 8 }}
          >
            {t('splitter.selectAll')}
          </Checkbox>
          <Checkbox.Group
            value={chosen}
            onChange={(ids) => setChosen(ids)}
            style={{ display: 'block', maxHeight: 360, overflowY: 'auto' }}
          >
            <div
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '6px 12px' }}
            >
              {sorted.map((onu) => {
                const elsewhere =
                  splitter && onu.parent !== 0 && onu.parent !== splitter.splitter_id
                    ? names.get(onu.parent)
                    : undefined;
                return (
                  <Checkbox key={onu.onu_id} value={onu.onu_id}>
                    <Flex vertical>
                      <Flex align="center" gap={6}>
                        <span
                          style={{
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            background: colors.groups[onuGroup(onu.status)],
                          }}
                        />
                        <span>{onuLabel(onu.port_id, onu.onu_id)}</span>
                      </Flex>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                        {elsewhere ? t('splitter.bindOther', { name: elsewhere }) : onu.onu_name}
                      </Typography.Text>
                    </Flex>
                  </Checkbox>
                );
              })}
            </div>
          </Checkbox.Group>
        </>
      )}
    </Modal>
  );
}

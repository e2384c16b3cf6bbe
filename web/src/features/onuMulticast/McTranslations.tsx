import { Button, Flex, Tag, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { MC_TAG_MODES, deleteOnuMcTranslation, onuLabel, type OnuMcPort } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { mcKey, useMcTranslations } from './mcQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

/** The multicast VLAN translations of one translate-mode port (ONU-48), each removable (ONU-47) after asking. */
export function McTranslations({ portId, onuId, row }: { portId: number; onuId: number; row: OnuMcPort }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data } = useMcTranslations(portId, onuId, row.op_id);
  const device = useDeviceWrite();
  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text type="secondary">{t('multicast.translations')}</Typography.Text>
      {(data ?? []).map(({ svlan, cvlan }) => (
        <Tag key={`${svlan}/${cvlan}`}>
          {svlan} → {cvlan}
          <Button
            disabled={!mayWrite}
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('multicast.confirmDeleteTranslation', { svlan, cvlan })}
            style={{ height: 16, width: 16, marginInlineStart: 4 }}
            onClick={() =>
              void device.run(
                write(deleteOnuMcTranslation, {
                  port_id: portId,
                  onu_id: onuId,
                  op_id: row.op_id,
                  tag_mode: MC_TAG_MODES.translate,
                  svlan,
                  cvlan,
                }),
                {
                  confirm: t('multicast.confirmDeleteTranslation', { svlan, cvlan }),
                  success: t('done.mcTranslationDeleted', {
                    svlan,
                    cvlan,
                    port: row.op_id,
                    onu: onuLabel(portId, onuId),
                  }),
                  invalidate: [mcKey(portId, onuId)],
                },
              )
            }
          />
        </Tag>
      ))}
    </Flex>
  );
}

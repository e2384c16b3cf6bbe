import { Button, Empty, Flex, List } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { sayAlarmLine } from '../../lib/deviceWords.ts';
import { clearOnuAlarms, onuLabel } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { basicKeys, useAlarmLines } from './onuBasicQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

/** The ONU's own alarm lines (ONU-23), newest first, and clearing them (ONU-24) after asking. */
export function OnuAlarmTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t, i18n } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data, isFetching, refetch } = useAlarmLines(portId, onuId);
  const device = useDeviceWrite();
  const clear = () =>
    void device.run(write(clearOnuAlarms, { port_id: portId, onu_id: onuId }), {
      confirm: t('basic.confirmClearAlarms'),
      success: t('done.alarmsCleared', { onu: onuLabel(portId, onuId) }),
      invalidate: [basicKeys.alarms(portId, onuId)],
    });
  return (
    <Flex vertical gap="small">
      <Flex gap="small">
        <Button loading={isFetching} onClick={() => void refetch()}>
          {t('common.refresh')}
        </Button>
        <Button danger disabled={!mayWrite || !data?.length} onClick={clear}>
          {t('basic.clearAlarms')}
        </Button>
      </Flex>
      <List
        size="small"
        bordered
        dataSource={data ?? []}
        locale={{ emptyText: <Empty description={t('common.noData')} /> }}
        renderItem={(line) => <List.Item style={{ fontFamily: 'monospace' }}>{sayAlarmLine(i18n.t, line)}</List.Item>}
      />
    </Flex>
  );
}

import { Button, Card, Flex, Typography } from 'antd';
import { clearMirror, MIRROR_TYPE, type MirrorRow } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { MIRROR_TYPES, MirrorDialog } from './MirrorDialog.tsx';
import { mirrorKeys, useMirrors } from './mirrorQueries.ts';

const isMirrored = (r: MirrorRow) => r.type !== MIRROR_TYPE.none && r.dst_port > 0;

/** Port mirroring (screens.md §12.4): per source port the uplink that sends a copy of its traffic, and which way. */
export function MirrorPage({ title }: PageProps) {
  const { t } = useTranslation('switchPort');
  const ports = usePortOptions();
  const mirrors = useMirrors();
  const name = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const typeText = (type: number) => {
    const m = MIRROR_TYPES.find((x) => x.type === type);
    return m ? t(`mirror.type.${m.word}`) : t('mirror.none');
  };
  return (
    <Card variant="borderless" data-page="mirror">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void mirrors.refetch()} loading={mirrors.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('mirror.tip')}</Typography.Text>
        <EntityTable<MirrorRow>
          rows={mirrors.data ?? []}
          loading={mirrors.isPending}
          rowKey={(r) => r.port_id}
          area="switch"
          invalidate={[mirrorKeys.all]}
          actionsTitle={t('col.actions')}
          columns={[
            { title: t('mirror.col.source'), key: 'source', render: (_, r) => name(r.port_id) },
            {
              title: t('mirror.col.destination'),
              key: 'destination',
              render: (_, r) => (isMirrored(r) ? name(r.dst_port) : t('mirror.none')),
            },
            { title: t('mirror.col.type'), key: 'type', render: (_, r) => typeText(r.type) },
          ]}
          rowActions={[
            {
              key: 'setting',
              label: t('setting'),
              dialog: (row, onClose) => (
                <MirrorDialog
                  row={row}
                  portName={name(row.port_id)}
                  uplinks={filterPorts(ports, 'uplink')}
                  onClose={onClose}
                />
              ),
            },
            {
              key: 'flush',
              label: t('mirror.flush'),
              danger: true,
              isDisabled: (row) => !isMirrored(row),
              write: (row) => write(clearMirror, { src_port: row.port_id }),
              confirm: (row) => ({
                title: t('mirror.flushTitle'),
                content: t('mirror.flushConfirm', { port: name(row.port_id), destination: name(row.dst_port) }),
              }),
              success: (row) => t('done.mirrorCleared', { port: name(row.port_id), destination: name(row.dst_port) }),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

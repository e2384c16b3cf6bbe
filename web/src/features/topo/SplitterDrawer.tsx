import { Button, Descriptions, Drawer, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { SPLITTER_DEPTH_MAX, onuLabel, splitterDelete, type OnuTableRow, type Splitter } from '@olt/protocol';
import { canAddChild, deleteBlocker, splitterLevel } from './topoGraph.ts';
import { splittersAndOnus } from './topoQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useMayWrite } from '../../lib/access.ts';

interface SplitterDrawerProps {
  splitter: Splitter | null;
  portName: string;
  splitters: readonly Splitter[];
  onus: readonly OnuTableRow[];
  onEdit: (splitter: Splitter) => void;
  onAddChild: (parent: Splitter) => void;
  onBind: (splitter: Splitter) => void;
  onClose: () => void;
}

/** A splitter's facts and what can be done with it: settings, a sub-splitter, bound ONUs, deletion (PON-13…16). */
export function SplitterDrawer({
  splitter,
  portName,
  splitters,
  onus,
  onEdit,
  onAddChild,
  onBind,
  onClose,
}: SplitterDrawerProps) {
  const { t } = useTranslation('topo');
  const mayWrite = useMayWrite('pon');
  const remove = useDeviceWrite();
  if (!splitter) return <Drawer open={false} onClose={onClose} />;

  const level = splitterLevel(splitters, splitter.splitter_id);
  const parent = splitters.find((s) => s.splitter_id === splitter.parent);
  const bound = onus.filter((o) => o.parent === splitter.splitter_id).sort((a, b) => a.onu_id - b.onu_id);
  const children = splitters.filter((s) => s.parent === splitter.splitter_id);
  const blocker = deleteBlocker(splitters, splitter);
  const mayAddChild = canAddChild(splitters, splitter.splitter_id);

  const askDelete = async () => {
    const { port_id, splitter_id, name, description } = splitter;
    // the body the original sends (api.md PON-15): the whole record
    const step = write(splitterDelete, { port_id, splitter_id, name, description, parent: splitter.parent });
    const result = await remove.run(step, {
      confirm: t('splitter.deleteConfirm', { name: splitter.name }),
      success: t('splitter.deleted', { name: splitter.name }),
      invalidate: splittersAndOnus(port_id),
    });
    if (result.isClean) onClose();
  };

  return (
    <Drawer open title={t('splitter.title', { name: splitter.name })} size={420} onClose={onClose}>
      <Flex vertical gap="large">
        <Descriptions
          size="small"
          column={1}
          bordered
          styles={{ label: { width: 120 } }}
          items={[
            { key: 'port', label: t('splitter.port'), children: portName },
            { key: 'id', label: t('splitter.id'), children: splitter.splitter_id },
            { key: 'name', label: t('splitter.name'), children: splitter.name },
            { key: 'desc', label: t('splitter.description'), children: splitter.description || '--' },
            { key: 'level', label: t('splitter.level'), children: t('splitter.levelValue', { level }) },
            { key: 'parent', label: t('splitter.parent'), children: parent ? parent.name : t('splitter.parentPon') },
            {
              key: 'children',
              label: t('splitter.children'),
              children: children.map((c) => c.name).join(', ') || '--',
            },
            {
              key: 'onus',
              label: t('splitter.onus'),
              children: bound.length === 0 ? '--' : bound.map((o) => onuLabel(o.port_id, o.onu_id)).join(', '),
            },
          ]}
        />
        <Flex gap="small" wrap>
          <Button disabled={!mayWrite} icon={<EditOutlined />} onClick={() => onEdit(splitter)}>
            {t('splitter.edit')}
          </Button>
          <Tooltip title={mayAddChild ? undefined : t('splitter.maxDepth', { max: SPLITTER_DEPTH_MAX })}>
            <Button icon={<PlusOutlined />} disabled={!mayWrite || !mayAddChild} onClick={() => onAddChild(splitter)}>
              {t('splitter.addChild')}
            </Button>
          </Tooltip>
          <Button disabled={!mayWrite} icon={<LinkOutlined />} onClick={() => onBind(splitter)}>
            {t('splitter.bind')}
          </Button>
          <Tooltip
            title={
              blocker === 'firstLevel'
                ? t('splitter.deleteFirstLevel')
                : blocker === 'hasChildren'
                  ? t('splitter.deleteHasChildren')
                  : undefined
            }
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!mayWrite || blocker !== null}
              loading={remove.isPending}
              onClick={() => void askDelete().catch(() => undefined)}
            >
              {t('splitter.delete')}
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
    </Drawer>
  );
}

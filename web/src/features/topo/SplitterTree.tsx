import { useMemo } from 'react';
import { Empty, Flex, Tree, Typography, theme, type TreeDataNode } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuTableRow, Splitter } from '@olt/protocol';

interface SplitterTreeProps {
  portName: string;
  splitters: readonly Splitter[];
  onus: readonly OnuTableRow[];
  selectedId: number | null;
  onSelect: (splitter: Splitter) => void;
}

/**
 * The expanded PON's splitters as a list beside the graph: the same actions without aiming at a canvas, for the
 * keyboard and for screen readers, and a quick overview of how many ONUs hang where.
 */
export function SplitterTree({ portName, splitters, onus, selectedId, onSelect }: SplitterTreeProps) {
  const { t } = useTranslation('topo');
  const { token } = theme.useToken();
  const treeData = useMemo(() => {
    const count = new Map<number, number>();
    for (const onu of onus) count.set(onu.parent, (count.get(onu.parent) ?? 0) + 1);
    const placed = new Set<number>();
    const childrenOf = (parent: number): TreeDataNode[] =>
      splitters
        .filter((s) => s.parent === parent && !placed.has(s.splitter_id))
        .sort((a, b) => a.splitter_id - b.splitter_id)
        .map((s) => {
          placed.add(s.splitter_id);
          return {
            key: s.splitter_id,
            title: (
              <Flex gap={6} align="baseline">
                <span>{s.name}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('tree.onus', { count: count.get(s.splitter_id) ?? 0 })}
                </Typography.Text>
              </Flex>
            ),
            children: childrenOf(s.splitter_id),
          };
        });
    return childrenOf(0);
  }, [splitters, onus, t]);
  const known = new Set(splitters.map((s) => s.splitter_id));
  const direct = onus.filter((o) => !known.has(o.parent)).length;

  return (
    <Flex
      vertical
      gap="small"
      style={{
        width: 240,
        flex: 'none',
        padding: 12,
        overflowY: 'auto',
        maxHeight: 'max(460px, calc(100vh - 236px))',
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
      aria-label={t('tree.title', { name: portName })}
      role="region"
    >
      <Typography.Text strong>{t('tree.title', { name: portName })}</Typography.Text>
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />
      ) : (
        <Tree
          // re-mounted when splitters come or go, so a new one shows unfolded like the rest
          key={splitters.map((s) => s.splitter_id).join(',')}
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={selectedId === null ? [] : [selectedId]}
          onSelect={(_keys, info) => {
            const chosen = splitters.find((s) => s.splitter_id === info.node.key);
            if (chosen) onSelect(chosen);
          }}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('tree.direct', { count: direct })}
      </Typography.Text>
    </Flex>
  );
}

import { Alert, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import type { ConfigRef, DiffLine, SectionDiff } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useConfigDiff } from './historyQueries.ts';

/** Past this many lines the rest of a comparison is counted, not drawn: a whole ONU table may differ. */
export const DIFF_LINES_SHOWN = 3000;

const LINE_STYLE: Record<DiffLine['op'], { background?: string; color?: string }> = {
  ' ': {},
  '+': { background: 'rgba(82, 196, 26, 0.14)' },
  '-': { background: 'rgba(255, 77, 79, 0.14)' },
};

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 } as const;

export interface DiffPair {
  from: ConfigRef;
  to: ConfigRef;
  /** says what is compared, e.g. "Version 3 → version 5" */
  title: string;
}

/** The sections with their hunks cut so that at most `max` lines are drawn in all. */
function cutTo(sections: readonly SectionDiff[], max: number): SectionDiff[] {
  let left = max;
  return sections.map((section) => ({
    ...section,
    hunks: section.hunks.flatMap((hunk) => {
      if (left <= 0) return [];
      const lines = hunk.lines.slice(0, left);
      left -= lines.length;
      return [{ ...hunk, lines }];
    }),
  }));
}

function Section({ diff }: { diff: SectionDiff }) {
  const { t } = useTranslation('maintenance');
  return (
    <section aria-label={t('history.sectionLabel', { section: diff.section })}>
      <Flex gap="small" align="center">
        <Typography.Text strong style={MONO}>
          [{diff.section}]
        </Typography.Text>
        <Tag color="success">+{diff.added}</Tag>
        <Tag color="error">−{diff.removed}</Tag>
      </Flex>
      {diff.hunks.map((hunk) => (
        <div key={`${hunk.from_line}:${hunk.to_line}`} style={{ ...MONO, margin: '4px 0 8px' }}>
          <div style={{ color: '#8c8c8c' }}>{t('history.hunk', { from: hunk.from_line, to: hunk.to_line })}</div>
          {hunk.lines.map((line, i) => (
            <div
              key={i}
              data-op={line.op}
              style={{ ...LINE_STYLE[line.op], whiteSpace: 'pre-wrap', wordBreak: 'break-all', paddingLeft: 4 }}
            >
              {line.op} {line.text}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/** Two configurations side by side as the lines of their text form that differ, by section. */
export function DiffModal({ pair, onClose }: { pair: DiffPair; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const diff = useConfigDiff(pair);
  const sections = diff.data?.sections ?? [];
  const total = sections.reduce((n, s) => n + s.hunks.reduce((m, h) => m + h.lines.length, 0), 0);
  return (
    <Modal open width={1000} title={pair.title} footer={null} onCancel={onClose}>
      {diff.isPending && <Spin />}
      {diff.isError && <Alert type="error" showIcon title={t('history.diffFailed')} />}
      {diff.data && sections.length === 0 && <Empty description={t('history.same')} />}
      {sections.length > 0 && (
        <Flex vertical gap="small" style={{ maxHeight: '65vh', overflow: 'auto' }}>
          <Typography.Text type="secondary">
            {t('history.summary', {
              count: sections.length,
              added: sections.reduce((n, s) => n + s.added, 0),
              removed: sections.reduce((n, s) => n + s.removed, 0),
            })}
          </Typography.Text>
          {cutTo(sections, DIFF_LINES_SHOWN).map((s) => (
            <Section key={s.section} diff={s} />
          ))}
          {total > DIFF_LINES_SHOWN && (
            <Alert type="info" showIcon title={t('history.cut', { shown: DIFF_LINES_SHOWN, total })} />
          )}
        </Flex>
      )}
    </Modal>
  );
}

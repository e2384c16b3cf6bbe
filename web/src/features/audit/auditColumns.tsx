import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PERMISSION_AREAS, type AuditEntry, type PermissionArea } from '@olt/protocol';

const RESULT_COLORS = { ok: 'green', denied: 'red', failed: 'orange' } as const;
const isArea = (area: string): area is PermissionArea => (PERMISSION_AREAS as readonly string[]).includes(area);

/** Local time with seconds, as an operator reads a log line. */
const timeText = (ms: number): string => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

/** The audit table's columns: when, who from where, what, and how the device answered. */
export function useAuditColumns(): TableColumnsType<AuditEntry> {
  const { t } = useTranslation(['audit', 'common']);
  return [
    { title: t('column.time'), key: 'time', width: 160, render: (_, e) => timeText(e.time_ms) },
    { title: t('column.user'), dataIndex: 'user', key: 'user', width: 100 },
    { title: t('column.address'), dataIndex: 'address', key: 'address', width: 120 },
    { title: t('column.kind'), key: 'kind', width: 80, render: (_, e) => t(`kind.${e.kind}`) },
    {
      title: t('column.area'),
      key: 'area',
      width: 90,
      render: (_, e) => (isArea(e.area) ? t(`area.${e.area}`) : e.area),
    },
    {
      title: t('column.endpoint'),
      key: 'endpoint',
      render: (_, e) => (
        <Typography.Text code ellipsis={{ tooltip: e.params }}>
          {e.endpoint}
        </Typography.Text>
      ),
    },
    {
      title: t('column.result'),
      key: 'result',
      width: 100,
      render: (_, e) => <Tag color={RESULT_COLORS[e.result]}>{t(`result.${e.result}`)}</Tag>,
    },
    {
      title: t('column.message'),
      key: 'message',
      render: (_, e) => (e.result === 'ok' ? '' : t('common:deviceError', { code: e.code, message: e.message })),
    },
  ];
}

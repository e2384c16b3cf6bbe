import { Button, Flex, Input, Space, Tooltip, Typography } from 'antd';
import {
  AimOutlined,
  DownloadOutlined,
  LeftOutlined,
  ReloadOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';

interface TopoToolbarProps {
  text: string;
  onText: (text: string) => void;
  onFind: () => void;
  /** null before the first search with this text */
  result: { index: number; total: number } | null;
  onStep: (delta: 1 | -1) => void;
  onResetView: () => void;
  onRefresh: () => void;
  onExport: () => void;
}

/** Search by MAC or name with a result counter, and the view tools (screens.md §6 toolbar). */
export function TopoToolbar({
  text,
  onText,
  onFind,
  result,
  onStep,
  onResetView,
  onRefresh,
  onExport,
}: TopoToolbarProps) {
  const { t } = useTranslation('topo');
  const hasMany = (result?.total ?? 0) > 1;
  return (
    <Flex gap="small" align="center" wrap>
      <Space.Compact role="search" aria-label={t('toolbar.searchLabel')}>
        {/* the page header's controls are small: the box takes the Find button's height */}
        <Input
          size="small"
          allowClear
          value={text}
          placeholder={t('toolbar.search')}
          aria-label={t('toolbar.searchLabel')}
          prefix={<SearchOutlined />}
          onChange={(e) => onText(e.target.value)}
          onPressEnter={onFind}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={onFind}>
          {t('toolbar.find')}
        </Button>
      </Space.Compact>
      {result && (
        <Typography.Text
          type={result.total === 0 ? 'danger' : 'secondary'}
          role="status"
          style={{ minWidth: 56, textAlign: 'center' }}
        >
          {result.total === 0
            ? t('toolbar.noResult')
            : t('toolbar.result', { index: result.index + 1, total: result.total })}
        </Typography.Text>
      )}
      {hasMany && (
        <Space.Compact>
          <Tooltip title={t('toolbar.previous')}>
            <Button icon={<LeftOutlined />} aria-label={t('toolbar.previous')} onClick={() => onStep(-1)} />
          </Tooltip>
          <Tooltip title={t('toolbar.next')}>
            <Button icon={<RightOutlined />} aria-label={t('toolbar.next')} onClick={() => onStep(1)} />
          </Tooltip>
        </Space.Compact>
      )}
      <Button icon={<AimOutlined />} onClick={onResetView}>
        {t('toolbar.resetView')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {t('toolbar.refresh')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={onExport}>
        {t('toolbar.exportPng')}
      </Button>
    </Flex>
  );
}

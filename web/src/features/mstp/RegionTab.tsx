import { useState } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { mstRegionNameSet } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { RegionNameDialog, RevisionDialog } from './MstpDialogs.tsx';
import { mstpKeys, useMstRegion } from './mstpQueries.ts';

/** MSTP-03…05: the region's name, revision and configuration digest. */
export function RegionTab() {
  const { t } = useTranslation('mstp');
  const region = useMstRegion();
  const mayWrite = useMayWrite('switch');
  const run = useDeviceWrite();
  const [open, setOpen] = useState<'name' | 'revision' | null>(null);
  const r = region.data;
  if (!r) return null;
  return (
    <Card size="small" title={t('region.title')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'format', label: t('region.format'), children: r.format_selector },
          {
            key: 'name',
            label: t('region.name'),
            children: (
              <Space>
                <span data-testid="mstp-region-name">{r.regional_name}</span>
                <Button size="small" disabled={!mayWrite} onClick={() => setOpen('name')}>
                  {t('setting')}
                </Button>
                <Button
                  size="small"
                  disabled={!mayWrite}
                  onClick={() =>
                    void run.run(write(mstRegionNameSet, { regional_name: '' }), {
                      confirm: t('region.resetConfirm'),
                      success: t('done.regionReset'),
                      invalidate: [mstpKeys.all],
                    })
                  }
                >
                  {t('region.reset')}
                </Button>
              </Space>
            ),
          },
          {
            key: 'revision',
            label: t('region.revision'),
            children: (
              <Space>
                {r.revision_level}
                <Button size="small" disabled={!mayWrite} onClick={() => setOpen('revision')}>
                  {t('setting')}
                </Button>
              </Space>
            ),
          },
          {
            key: 'digest',
            label: t('region.digest'),
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text code data-testid="mstp-digest">{`0x${r.conf_digest}`}</Typography.Text>
                <Typography.Text type="secondary">{t('region.digestHint')}</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
      {open === 'name' && <RegionNameDialog name={r.regional_name} onClose={() => setOpen(null)} />}
      {open === 'revision' && <RevisionDialog revision={r.revision_level} onClose={() => setOpen(null)} />}
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { UPGRADE_TYPES_MAX, addUpgradeType, deleteUpgradeType } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { BindOnusDialog } from './BindOnusDialog.tsx';
import { upgradeKeys } from './upgradeQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

/** Upgrade types (image families): add one, delete one from its tag (confirmed), bind ONUs of the PON to one. */
export function UpgradeTypesCard({ portId, types }: { portId: number; types: string[] }) {
  const { t } = useTranslation('ponTools');
  const mayWrite = useMayWrite('onu');
  const device = useDeviceWrite();
  const [dialog, setDialog] = useState<'add' | 'bind' | null>(null);
  const close = () => setDialog(null);
  const remove = (type: string) =>
    void device.run(write(deleteUpgradeType, { upgrade_type: type }), {
      confirm: { title: t('types.deleteTitle'), content: t('types.deleteConfirm', { type }) },
      success: t('types.deleted', { type }),
      invalidate: [upgradeKeys.all],
    });

  return (
    <Card
      size="small"
      title={t('types.title')}
      extra={
        <Flex gap="small">
          <Button
            icon={<PlusOutlined />}
            disabled={!mayWrite || types.length >= UPGRADE_TYPES_MAX}
            onClick={() => setDialog('add')}
          >
            {t('types.add')}
          </Button>
          <Button icon={<LinkOutlined />} disabled={!mayWrite || types.length === 0} onClick={() => setDialog('bind')}>
            {t('types.bind')}
          </Button>
        </Flex>
      }
    >
      {types.length === 0 ? (
        <Typography.Text type="secondary">{t('types.none')}</Typography.Text>
      ) : (
        <Flex gap="small" wrap>
          {types.map((type) => (
            <Tag
              key={type}
              closable
              closeIcon={<span aria-label={t('types.delete', { type })}>×</span>}
              onClose={(e) => {
                e.preventDefault(); // the tag goes when the device says so, after the question
                remove(type);
              }}
            >
              {type}
            </Tag>
          ))}
        </Flex>
      )}
      {dialog === 'add' && (
        <EntityDialog<{ upgrade_type: string }>
          title={t('types.add')}
          okText={t('types.add')}
          fields={[
            {
              name: 'upgrade_type',
              label: t('types.name'),
              kind: 'text',
              required: true,
              showCount: true,
              schema: paramField(addUpgradeType.param, 'upgrade_type'),
              formatMessage: t('types.rule'),
              extra: t('types.rule'),
            },
          ]}
          toWrite={(values) => write(addUpgradeType, values)}
          success={(values) => t('types.added', { type: values.upgrade_type })}
          invalidate={[upgradeKeys.types]}
          onClose={close}
        />
      )}
      {dialog === 'bind' && <BindOnusDialog portId={portId} types={types} onClose={close} />}
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { SSH_KEY_TYPES, addSshKey, deleteSshKey } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { ServiceSection } from './ServiceSection.tsx';
import { serviceKeys, useSshKeys } from './serviceQueries.ts';

type KeyValues = { keyname: string; publickey: string };
const INVALIDATE = [serviceKeys.ssh];

/** The SSH public keys (SVC-09…11), one card each with Delete (asked first), and a dialog to add one. */
export function SshKeysSection() {
  const { t } = useTranslation('service');
  const keys = useSshKeys().data ?? [];
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('access');
  const [isAdding, setAdding] = useState(false);
  return (
    <ServiceSection
      title={t('ssh.title')}
      ep={addSshKey}
      extra={
        <Button
          icon={<PlusOutlined />}
          disabled={!mayWrite}
          onClick={() => setAdding(true)}
          style={{ marginBottom: 12 }}
        >
          {t('ssh.add')}
        </Button>
      }
    >
      {keys.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ssh.none')} />
      ) : (
        <Row gutter={[12, 12]}>
          {keys.map((key) => (
            <Col key={key.keyname} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={key.keyname}
                extra={
                  <Button
                    size="small"
                    type="link"
                    danger
                    disabled={!mayWrite}
                    aria-label={`${t('ssh.delete')} ${key.keyname}`}
                    onClick={() =>
                      void device.run(write(deleteSshKey, { keyname: key.keyname }), {
                        confirm: t('ssh.deleteConfirm', { name: key.keyname }),
                        success: t('done.sshDeleted', { name: key.keyname }),
                        invalidate: INVALIDATE,
                      })
                    }
                  >
                    {t('ssh.delete')}
                  </Button>
                }
              >
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} copyable style={{ margin: 0 }}>
                  {key.publickey}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {isAdding && (
        <EntityDialog<KeyValues>
          title={t('ssh.add')}
          okText={t('ssh.ok')}
          fields={[
            {
              name: 'keyname',
              label: t('ssh.keyname'),
              kind: 'text',
              schema: paramField(addSshKey.param, 'keyname'),
              required: true,
              showCount: true,
            },
            {
              name: 'publickey',
              label: t('ssh.publickey'),
              kind: 'textarea',
              schema: paramField(addSshKey.param, 'publickey'),
              required: true,
              placeholder: t('ssh.publickeyHint', { types: SSH_KEY_TYPES.join(', ') }),
            },
          ]}
          toWrite={(v) => write(addSshKey, v)}
          success={(v) => t('done.sshAdded', { name: v.keyname })}
          invalidate={INVALIDATE}
          onClose={() => setAdding(false)}
        />
      )}
    </ServiceSection>
  );
}

import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { deleteDefaultRoute, deleteDefaultRouteV6, setDefaultRoute, setDefaultRouteV6 } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { AddressDialog } from './AddressDialog.tsx';
import { mgmtKeys, useDefaultRoutes } from './remoteMgmtQueries.ts';

const NONE = '--';
const INVALIDATE = [mgmtKeys.routes];

/** The IPv4 and IPv6 default routes (ROUTE-06…10): each shown with Setting, and Delete (asked first) while set. */
export function DefaultRoutes() {
  const { t } = useTranslation('remoteMgmt');
  const routes = useDefaultRoutes().data;
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('access');
  const [open, setOpen] = useState<'v4' | 'v6' | null>(null);
  const v4 = routes && routes.gateway !== '0.0.0.0' ? routes.gateway : '';
  const v6 = routes?.gateway_v6 ?? '';
  const buttons = (family: 'v4' | 'v6', value: string) => (
    <Space size="small">
      <span>{value || NONE}</span>
      <Button size="small" type="link" disabled={!mayWrite} onClick={() => setOpen(family)}>
        {t('action.setting')}
      </Button>
      {value !== '' && (
        <Button
          size="small"
          type="link"
          danger
          disabled={!mayWrite}
          aria-label={`${t('action.delete')} ${t(family === 'v4' ? 'route.v4' : 'route.v6')}`}
          onClick={() =>
            void device.run(
              family === 'v4' ? write(deleteDefaultRoute, { gateway: '0.0.0.0' }) : write(deleteDefaultRouteV6, {}),
              {
                confirm: t(family === 'v4' ? 'route.deleteConfirm' : 'route.deleteConfirmV6', { gateway: value }),
                success: t(family === 'v4' ? 'done.gatewayDeleted' : 'done.gatewayV6Deleted', { gateway: value }),
                invalidate: INVALIDATE,
              },
            )
          }
        >
          {t('action.delete')}
        </Button>
      )}
    </Space>
  );
  return (
    <>
      <Descriptions size="small" column={2} title={t('route.title')} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('route.v4')}>{buttons('v4', v4)}</Descriptions.Item>
        <Descriptions.Item label={t('route.v6')}>{buttons('v6', v6)}</Descriptions.Item>
      </Descriptions>
      {open === 'v4' && (
        <AddressDialog<{ gateway: string }>
          title={t('route.dialogV4')}
          param={setDefaultRoute.param}
          fields={[{ name: 'gateway', label: t('route.gateway'), placeholder: t('route.gatewayHint'), required: true }]}
          initialValues={{ gateway: v4 }}
          toWrite={(v) => write(setDefaultRoute, v)}
          success={(v) => t('done.gatewaySet', { gateway: v.gateway })}
          invalidate={INVALIDATE}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'v6' && (
        <AddressDialog<{ gateway_v6: string }>
          title={t('route.dialogV6')}
          param={setDefaultRouteV6.param}
          fields={[
            { name: 'gateway_v6', label: t('route.gatewayV6'), placeholder: t('route.gatewayV6Hint'), required: true },
          ]}
          initialValues={{ gateway_v6: v6 }}
          toWrite={(v) => write(setDefaultRouteV6, v)}
          success={(v) => t('done.gatewayV6Set', { gateway: v.gateway_v6 })}
          invalidate={INVALIDATE}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

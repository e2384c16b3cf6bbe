import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { setDns, setDnsV6 } from '@olt/protocol';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { AddressDialog } from './AddressDialog.tsx';
import { mgmtKeys, useDns } from './remoteMgmtQueries.ts';

const NONE = '--';
const INVALIDATE = [mgmtKeys.dns];

/** The DNS servers (MGMT-13…15): IPv4 and IPv6 pairs, each set in a dialog; the IPv6 pair can be cleared (asked). */
export function DnsServers() {
  const { t } = useTranslation('remoteMgmt');
  const dns = useDns().data;
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('access');
  const [open, setOpen] = useState<'v4' | 'v6' | null>(null);
  const hasV6 = (dns?.primary_v6 ?? '') !== '' || (dns?.secondary_v6 ?? '') !== '';
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        title={t('dns.title')}
        extra={
          <Space size="small">
            <Button size="small" disabled={!mayWrite} onClick={() => setOpen('v4')}>
              {t('dns.setV4')}
            </Button>
            <Button size="small" disabled={!mayWrite} onClick={() => setOpen('v6')}>
              {t('dns.setV6')}
            </Button>
            <Button
              size="small"
              danger
              disabled={!mayWrite || !hasV6}
              onClick={() =>
                void device.run(write(setDnsV6, {}), {
                  confirm: t('dns.deleteConfirmV6'),
                  success: t('done.dnsV6Deleted'),
                  invalidate: INVALIDATE,
                })
              }
            >
              {t('dns.deleteV6')}
            </Button>
          </Space>
        }
        style={{ marginBottom: 16 }}
        items={[
          { key: 'p', label: t('dns.primary'), children: dns?.primary || NONE },
          { key: 's', label: t('dns.secondary'), children: dns?.secondary || NONE },
          { key: 'p6', label: t('dns.primaryV6'), children: dns?.primary_v6 || NONE },
          { key: 's6', label: t('dns.secondaryV6'), children: dns?.secondary_v6 || NONE },
        ]}
      />
      {open === 'v4' && (
        <AddressDialog<{ primary: string; secondary: string }>
          title={t('dns.dialogV4')}
          param={setDns.param}
          fields={[
            { name: 'primary', label: t('dns.primary'), placeholder: t('dns.emptyHint') },
            { name: 'secondary', label: t('dns.secondary'), placeholder: t('dns.emptyHint') },
          ]}
          initialValues={{ primary: dns?.primary ?? '', secondary: dns?.secondary ?? '' }}
          toWrite={(v) => write(setDns, v)}
          success={(v) =>
            t('done.dnsSet', { primary: v.primary || t('done.none'), secondary: v.secondary || t('done.none') })
          }
          invalidate={INVALIDATE}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'v6' && (
        <AddressDialog<{ primary_v6: string; secondary_v6: string }>
          title={t('dns.dialogV6')}
          param={setDnsV6.param}
          fields={[
            { name: 'primary_v6', label: t('dns.primaryV6'), placeholder: t('dns.emptyHint') },
            { name: 'secondary_v6', label: t('dns.secondaryV6'), placeholder: t('dns.emptyHint') },
          ]}
          initialValues={{ primary_v6: dns?.primary_v6 ?? '', secondary_v6: dns?.secondary_v6 ?? '' }}
          toWrite={(v) => write(setDnsV6, v)}
          success={(v) =>
            t('done.dnsV6Set', {
              primary: v.primary_v6 || t('done.none'),
              secondary: v.secondary_v6 || t('done.none'),
            })
          }
          invalidate={INVALIDATE}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

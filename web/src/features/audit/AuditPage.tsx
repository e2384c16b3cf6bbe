import { useState } from 'react';
import { Alert, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import type { AuditEntry, AuditFilter } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useMayRead } from '../../lib/access.ts';
import { showDeviceError, toast } from '../../lib/feedback.ts';
import { DeviceError } from '../../lib/apiClient.ts';
import { AuditFilterBar } from './AuditFilterBar.tsx';
import { useAuditColumns } from './auditColumns.tsx';
import { AUDIT_PAGE_SIZE, fetchAuditCsv, saveCsv, useAuditPage } from './auditQueries.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { DeviceLogTab } from './DeviceLogTab.tsx';

/**
 * System › Log: the audit trail (AUD-X1), filtered and paged on the device, exported as CSV (AUD-X2), and beside it
 * the device log (LOG-X1…X4). A hidden tab is not drawn, so it asks the device nothing.
 */
export function AuditPage({ title }: { title: string }) {
  const { t } = useTranslation('deviceLog');
  return (
    <Card variant="borderless" data-page="log">
      <PageHeader title={title} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'audit', label: t('tabs.audit'), children: <AuditTab /> },
          { key: 'device', label: t('tabs.device'), children: <DeviceLogTab /> },
        ]}
      />
    </Card>
  );
}

function AuditTab() {
  const { t } = useTranslation(['audit', 'forward']);
  const mayRead = useMayRead('audit');
  const isOffered = useAddition('AUD-X1');
  if (!mayRead || !isOffered) {
    return <Alert type="info" showIcon title={isOffered ? t('noAccess') : t('forward:audit')} />;
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const { t } = useTranslation('audit');
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [isExporting, setExporting] = useState(false);
  const entries = useAuditPage(filter, page);
  const columns = useAuditColumns();

  const exportCsv = async (current: AuditFilter) => {
    setExporting(true);
    try {
      const outcome = await fetchAuditCsv(current);
      if (outcome.kind === 'file') {
        saveCsv(outcome.text);
        toast.success(t('csvDone'));
      } else {
        showDeviceError(new DeviceError(outcome.code, outcome.message));
      }
    } catch (err) {
      showDeviceError(err);
    } finally {
      setExporting(false);
    }
  };

  const total = entries.data?.total ?? 0;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Flex vertical gap="middle">
        <AuditFilterBar
          onSearch={(next) => {
            setFilter(next);
            setPage(1);
          }}
          onExport={(current) => void exportCsv(current)}
          isExporting={isExporting}
        />
        <DataTable<AuditEntry>
          rowKey={(e) => e.id}
          columns={columns}
          dataSource={entries.data?.rows}
          loading={entries.isFetching}
          pageSize={false}
          size="small"
        />
        {/* the pager counts the entries when there are several pages */}
        {total <= AUDIT_PAGE_SIZE ? (
          <Typography.Text type="secondary">{t('total', { total })}</Typography.Text>
        ) : (
          <Pager total={total} current={page} onChange={setPage} pageSize={AUDIT_PAGE_SIZE} />
        )}
      </Flex>
    </>
  );
}

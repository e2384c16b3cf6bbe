import { Alert, Card } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import {
  addSshKey,
  setFrpc,
  setServicePorts,
  setSnmpCommunity,
  setSnmpTrap,
  setSpec1,
  setSyslog,
  type Route,
} from '@olt/protocol';
import { isHardwareOnly } from '../../components/HardwareOnlyTag.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FrpcSection, useHasFrpc } from './FrpcSection.tsx';
import { PortsSection } from './PortsSection.tsx';
import { SnmpCommunitySection } from './SnmpCommunitySection.tsx';
import { SnmpTrapSection } from './SnmpTrapSection.tsx';
import { SshKeysSection } from './SshKeysSection.tsx';
import { Spec1Section } from './Spec1Section.tsx';
import { SyslogSection } from './SyslogSection.tsx';

/** The sections' titles by the write each makes: the note above them says which act here, from the protocol's list. */
const SECTIONS: readonly [Route, string][] = [
  [setServicePorts, 'ports.title'],
  [setSyslog, 'syslog.title'],
  [setSpec1, 'spec1.title'],
  [setFrpc, 'frpc.title'],
  [setSnmpTrap, 'trap.title'],
  [setSnmpCommunity, 'community.title'],
  [addSshKey, 'ssh.title'],
];

/** Service (screens.md §9.8): ports, syslog, "5620", FRPC, SNMP and SSH keys, each saying where it takes effect. */
export function ServicePage({ title }: { title: string }) {
  const { t } = useTranslation('service');
  const hasFrpc = useHasFrpc();
  const titles = (isOnly: boolean) =>
    SECTIONS.filter(([ep]) => isHardwareOnly(ep) === isOnly && (hasFrpc || ep !== setFrpc))
      .map(([, key]) => t(key as 'ports.title'))
      .join(t('listSeparator'));
  return (
    <Card variant="borderless" data-page="service">
      <PageHeader title={title} />
      <Alert type="info" showIcon title={t('note', { only: titles(true), active: titles(false) })} />
      <PortsSection />
      <SyslogSection />
      <Spec1Section />
      <FrpcSection />
      <SnmpTrapSection />
      <SnmpCommunitySection />
      <SshKeysSection />
    </Card>
  );
}

import { Card, Flex } from 'antd';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { HardwareCard } from './HardwareCard.tsx';
import { RunningTimeCard } from './RunningTimeCard.tsx';
import { SystemInfoCard } from './SystemInfoCard.tsx';

/**
 * Running Status (screens.md §9.1): identity and licence, CPU and memory gauges that redraw with every read, the
 * device clock and uptime ticking between reads, and the company's contact.
 */
export function RunningStatusPage({ title }: { title: string }) {
  return (
    <Card variant="borderless" data-page="running_status">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <SystemInfoCard />
        <HardwareCard />
        <RunningTimeCard />
        <CompanyCard />
      </Flex>
    </Card>
  );
}

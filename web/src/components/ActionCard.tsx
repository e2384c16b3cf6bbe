import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** One operation of a page (device management, upgrade): a title, what it does, and its button. */
export function ActionCard({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card title={title} size="small" role="region" aria-label={title}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
          {text}
        </Typography.Text>
        {action}
      </Flex>
      {children}
    </Card>
  );
}

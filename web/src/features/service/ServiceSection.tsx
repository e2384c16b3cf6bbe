import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Divider, Flex, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import type { Route } from '@olt/protocol';
import { HardwareOnlyTag } from '../../components/HardwareOnlyTag.tsx';
import { useMayWrite } from '../../lib/access.ts';

/**
 * One section of the service screen: its title, whether this simulated device acts on it (from the protocol's
 * list), and its body. With `items` and `dialog` it is the common shape: values, and a Setting button that opens
 * the dialog.
 */
export function ServiceSection(props: {
  title: string;
  /** the write the section makes: decides the hardware tag */
  ep: Route;
  items?: { key: string; label: string; value: ReactNode }[];
  dialog?: (onClose: () => void) => ReactNode;
  /** on the right of the title, where a section without a dialog has its own button */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('service');
  const mayWrite = useMayWrite('access');
  const [isOpen, setOpen] = useState(false);
  return (
    <section aria-label={props.title}>
      <Divider style={{ margin: '16px 0 12px' }} />
      <Flex justify="space-between" align="center" gap="small" style={{ marginBottom: 8 }}>
        <Flex gap="small" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          <HardwareOnlyTag ep={props.ep} />
        </Flex>
        {props.dialog ? (
          <Button size="small" disabled={!mayWrite} onClick={() => setOpen(true)}>
            {t('setting')}
          </Button>
        ) : (
          props.extra
        )}
      </Flex>
      {props.items && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={props.items.map((i) => ({ key: i.key, label: i.label, children: i.value }))}
        />
      )}
      {props.children}
      {isOpen && props.dialog?.(() => setOpen(false))}
    </section>
  );
}

import { Flex, Typography, theme } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PortCheckboxGroup } from '../../components/PortCheckboxGroup.tsx';
import type { PortOption } from '../../components/portOptions.ts';
import type { MemberLocks } from './memberLocks.ts';

export interface Members {
  tagged: number[];
  untagged: number[];
}

interface MemberPickerProps {
  ports: readonly PortOption[];
  value: Members;
  onChange: (members: Members) => void;
  locks: MemberLocks;
  /** a further line under the rules, e.g. why some ports are locked in this VLAN */
  note?: string;
}

const without = (ids: readonly number[], taken: readonly number[]) => ids.filter((id) => !taken.includes(id));

/**
 * Tagged and untagged members of a VLAN, one port checkbox grid each. A port is never both (api.md §4.14), so ticking
 * it in one grid takes it out of the other; LAG members follow each other through the grids.
 */
export function MemberPicker({ ports, value, onChange, locks, note }: MemberPickerProps) {
  const { t } = useTranslation('vlan');
  const { token } = theme.useToken();
  const section = (
    label: string,
    ids: number[],
    isLocked: (id: number) => boolean,
    change: (ids: number[]) => void,
  ) => (
    <section
      style={{
        padding: token.paddingSM,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: token.marginXS }}>
        {label}
      </Typography.Text>
      <PortCheckboxGroup ports={ports} value={ids} onChange={change} isDisabled={isLocked} label={label} />
    </section>
  );
  return (
    <Flex vertical gap="small">
      {section(t('members.tagged'), value.tagged, locks.tagged, (tagged) =>
        onChange({ tagged, untagged: without(value.untagged, tagged) }),
      )}
      {section(t('members.untagged'), value.untagged, locks.untagged, (untagged) =>
        onChange({ untagged, tagged: without(value.tagged, untagged) }),
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('members.rules')}
        {note && <br />}
        {note}
      </Typography.Paragraph>
    </Flex>
  );
}

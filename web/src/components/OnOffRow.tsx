import { Space, Switch, Tooltip, Typography } from 'antd';
import { useWriteBlock } from '../lib/access.ts';

/** One "<feature> status" line: its name and a switch, read-only for a session that may not write. */
export function OnOffRow({
  label,
  isOn,
  isBusy,
  note,
  onChange,
}: {
  label: string;
  isOn: boolean;
  isBusy: boolean;
  note?: string;
  onChange: (on: boolean) => void;
}) {
  const block = useWriteBlock('switch');
  return (
    <Space wrap>
      <Typography.Text strong>{label}</Typography.Text>
      <Tooltip title={block}>
        <Switch aria-label={label} checked={isOn} loading={isBusy} disabled={block !== null} onChange={onChange} />
      </Tooltip>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Space>
  );
}

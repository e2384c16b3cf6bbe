import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface TableSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** the box's name for screen readers and its placeholder, in the screen's words */
  label: string;
}

/** The search box above a PON screen's table; the screen filters its rows with `searchRows`. */
export function TableSearch({ value, onChange, label }: TableSearchProps) {
  return (
    <Input
      type="search"
      allowClear
      value={value}
      onChange={(e) => onChange(e.target.value)}
      prefix={<SearchOutlined />}
      placeholder={label}
      aria-label={label}
      style={{ width: 260 }}
    />
  );
}

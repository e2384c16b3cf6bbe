import { Typography } from 'antd';
import { PRIORITY } from '@olt/protocol';

/** A priority cell: the number, or the word for 255 (unchanged / none) greyed. */
export function priorityCell(word: string) {
  return (pri: number) =>
    pri === PRIORITY.unchanged ? <Typography.Text type="secondary">{word}</Typography.Text> : pri;
}

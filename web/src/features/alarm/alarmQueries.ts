import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALARM_PAGE_ROWS,
  alarmDownload,
  alarmInfo,
  alarmPage,
  getLogger,
  logDownload,
  savedAlarmsDownload,
  type AlarmFilter,
} from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { saveLink } from '../../lib/saveLink.ts';

export const alarmKeys = {
  lines: ['alarm', 'lines'] as const,
  page: ['alarm', 'page'] as const,
  logger: ['alarm', 'logger'] as const,
};

export const useAlarmLines = () => useQuery({ queryKey: alarmKeys.lines, queryFn: () => call(alarmInfo) });
export const ALARM_PAGE_SIZE = ALARM_PAGE_ROWS.default;

/** One page of the alarm list (ALM-X2), filtered and paged on the device; the previous page stays while it loads. */
export const useAlarmPage = (filter: AlarmFilter, page: number) =>
  useQuery({
    queryKey: [...alarmKeys.page, filter, page],
    queryFn: () => call(alarmPage, { query: { ...filter, page, page_size: ALARM_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
export const useLogger = () => useQuery({ queryKey: alarmKeys.logger, queryFn: () => call(getLogger) });

/** ALM-02 / ALM-05: the device writes the file, the browser fetches it. */
export const downloadAlarms = async () => saveLink((await call(alarmDownload)).filename);
export const downloadLog = async () => saveLink((await call(logDownload)).filename);
/** ALM-07: the errors and major alarms the device keeps across reboots. */
export const downloadSaved = async () => saveLink((await call(savedAlarmsDownload)).filename);

export const LEVELS = ['error', 'major', 'minor', 'info'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_COLOURS: Record<Level, string> = { error: 'red', major: 'orange', minor: 'gold', info: 'blue' };

/** One ALM-01 line, `YYYY/MM/DD hh:mm:ss [level] text`, in its parts; a line of another shape is all text. */
export interface AlarmLine {
  key: number;
  time: string;
  level: Level | null;
  text: string;
}

export function parseAlarmLine(line: string, key: number): AlarmLine {
  const parts = /^(\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d) \[(\w+)\] (.*)$/s.exec(line);
  const level = LEVELS.find((l) => l === parts?.[2]) ?? null;
  if (!parts || !level) return { key, time: '', level: null, text: line };
  return { key, time: parts[1] ?? '', level, text: parts[3] ?? '' };
}

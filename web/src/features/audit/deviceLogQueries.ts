import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_PAGE_ROWS, deviceLogDownload, logLevels, logLines, type LogFilter } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { saveLink } from '../../lib/saveLink.ts';

export const deviceLogKeys = { levels: ['deviceLog', 'levels'] as const, lines: ['deviceLog', 'lines'] as const };
export const LOG_PAGE_SIZE = LOG_PAGE_ROWS.default;
/** The device writes lines all the time: the open tab reads its page again at this pace (not while hidden). */
export const LOG_POLL_MS = 5_000;

export const useLogLevels = () => useQuery({ queryKey: deviceLogKeys.levels, queryFn: () => call(logLevels) });

/** One page of the device log (LOG-X3), filtered and paged on the device; the previous page stays while it loads. */
export const useLogLines = (filter: LogFilter, page: number) =>
  useQuery({
    queryKey: [...deviceLogKeys.lines, filter, page],
    queryFn: () => call(logLines, { query: { ...filter, page, page_size: LOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_POLL_MS,
    meta: { silent: true },
  });

/** LOG-X4: the device writes the file for this session; the browser fetches it through the link. */
export const downloadDeviceLog = async () => saveLink((await call(deviceLogDownload)).filename);

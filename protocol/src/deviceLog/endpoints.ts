import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { LogFilter, LogModuleLevel, LogPage } from './records.ts';
import { LOG_PAGE_ROWS } from './words.ts';

export const logLevels = endpoint({
  id: 'LOG-X1',
  addition: true,
  method: 'GET',
  path: '/system',
  select: { form: 'logger' },
  description: 'The device log level of every module (0 emergency … 7 debug): lines less severe are not kept.',
  data: z.array(LogModuleLevel),
});

export const setLogLevel = endpoint({
  id: 'LOG-X2',
  addition: true,
  method: 'POST',
  path: '/system',
  select: { form: 'logger' },
  verb: 'set',
  description: "Sets one module's device log level; lines already kept stay.",
  param: LogModuleLevel,
});

export const logLines = endpoint({
  id: 'LOG-X3',
  addition: true,
  method: 'GET',
  path: '/system',
  select: { form: 'logger_lines' },
  description:
    'The device log, newest first, filtered by module, least severity, words and time (device clock), paged.',
  query: LogFilter.extend({
    page: wireInt(1, 1_000_000).default(1),
    page_size: wireInt(1, LOG_PAGE_ROWS.max).default(LOG_PAGE_ROWS.default),
  }),
  data: LogPage,
});

export const deviceLogDownload = endpoint({
  id: 'LOG-X4',
  addition: true,
  method: 'GET',
  path: '/system',
  select: { form: 'logger_dw' },
  description:
    'Writes the lines the device log keeps (oldest first, `time module.level: text`) as a text file for this session; answers its one-time download link.',
  data: z.object({ filename: z.string() }),
});

import { z } from 'zod';
import { boardInfoRoute, systemCustomRoute } from './publicRoutes.ts';
import {
  BoardInfo,
  CompanyInfo,
  CompanyInfoAnswer,
  CustomFlags,
  LicenceKey,
  Menu,
  PageRead,
  PageReadsQuery,
  SystemInfo,
  flag,
} from './records.ts';
import { boardMenuRoute, boardSystemRoute, pageReadsRoute, settingBoardRoute } from './routes.ts';
import { endpoint } from '../core/endpoint.ts';

export const boardInfo = endpoint({
  ...boardInfoRoute,
  description: 'Product name and PON port count, for the login page.',
  data: BoardInfo,
});

export const boardSystem = endpoint({
  ...boardSystemRoute,
  description: 'The device: product, versions, MAC address, serial number and port counts.',
  data: SystemInfo,
});

export const boardMenu = endpoint({
  ...boardMenuRoute,
  description: 'The advanced menu this device offers, as a tree of page names.',
  data: Menu,
});

export const pageReads = endpoint({
  ...pageReadsRoute,
  description:
    'Our addition: the reads a console page starts with (its shell’s and its own) in one request, each answered ' +
    'as its own endpoint answers it, with the session’s token and permissions; with `render=1`, the page as the ' +
    'device renders it too, where it renders that page.',
  addition: true,
  query: PageReadsQuery,
  data: z.object({
    reads: z.array(PageRead),
    /** with `render=1`: the page as the device renders it for this session, where it renders that page */
    render: z.string().optional(),
  }),
});

export const systemCustom = endpoint({
  ...systemCustomRoute,
  description: 'Vendor feature switches (captcha, fixed language, …) that change what the console offers.',
  data: CustomFlags,
});

export const setSystemCustom = endpoint({
  id: 'SYS-04s',
  method: 'POST',
  path: '/system_custom',
  description: 'Sets any of the vendor feature switches (the original device sets them at the factory).',
  addition: true,
  param: z
    .object({
      custom: flag,
      hsgq: flag,
      addonu: flag,
      pon_authmode: flag,
      frpc: flag,
      captcha: flag,
      fix_lang: flag,
      mac_auth: flag,
      alarm_save: flag,
    })
    .partial(),
});

export const getSettingBoard = endpoint({
  ...settingBoardRoute,
  description: 'Company information shown on running status, the link of the header logo, and whether one is stored.',
  data: CompanyInfoAnswer,
});

export const setSettingBoard = endpoint({
  id: 'SYS-09',
  method: 'POST',
  path: '/board',
  select: { info: 'setting_board' },
  description:
    'Sets the company information; vendor account only. The one write whose body has no method (api.md §6.9).',
  verb: null,
  param: CompanyInfo.partial(),
});

export const addLicence = endpoint({
  id: 'SYS-11',
  method: 'POST',
  path: '/board',
  select: { info: 'trylic' },
  description:
    'Adds a licence period with a key made for this device (its serial number); a key works once. Refused while the ' +
    'licence is forever (lic_total 0).',
  param: z.object({ trylic: LicenceKey }),
});

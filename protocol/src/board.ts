import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { boardInfoRoute, systemCustomRoute } from './publicRoutes.ts';
import { COMPANY_MAX_CHARS } from './limits.ts';
import { boardMenuRoute, boardSystemRoute, pageReadsRoute, settingBoardRoute } from './startReads.ts';
import { ADVANCED_PAGES, TOP_MENU, type PageName } from './menu.ts';
import { wireInt, freeText } from './wireValues.ts';

/** The device's identity and port counts (api.md SystemInfo). */
export const SystemInfo = z.object({
  product_name: z.string(),
  sys_ver: z.string(),
  fw_ver: z.string(),
  hw_ver: z.string(),
  bl_ver: z.string(),
  macaddr: z.string(),
  sn: z.string(),
  /** 1 = EPON */
  device_type: z.number().int(),
  ponports: z.number().int(),
  geports: z.number().int(),
  xgeports: z.number().int().optional(),
  vendor: z.string(),
  build_time: z.string(),
  size: z.number().int(),
  lic_available: z.number().int(),
  lic_total: z.number().int(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

/** What the login page needs before sign-in. */
export const BoardInfo = SystemInfo.pick({ product_name: true, ponports: true });

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

/** One entry of the advanced menu: a page route, or a group with children. */
export interface MenuEntry {
  name: string;
  children?: MenuEntry[];
}
/** Named, so the API reference can refer to the recursive entry (`#/components/schemas/MenuEntry`). */
export const MenuEntry: z.ZodType<MenuEntry> = z
  .lazy(() => z.object({ name: z.string(), children: z.array(MenuEntry).optional() }))
  .meta({ id: 'MenuEntry' });
export const Menu = z.object({ page: z.string(), menu: z.array(MenuEntry) });
export type Menu = z.infer<typeof Menu>;
export const boardMenu = endpoint({
  ...boardMenuRoute,
  description: 'The advanced menu this device offers, as a tree of page names.',
  data: Menu,
});

/** Every page of the console's menus by name (menu.ts `PageName`): the top menu's but the advanced area, then its. */
const PAGE_NAMES = [...TOP_MENU, ...ADVANCED_PAGES].filter((name): name is PageName => name !== 'advanced_setting');

/** A console page by name, as SYS-X2 and the login's `reads` take it. */
export const ConsolePage = z.enum(PAGE_NAMES as [PageName, ...PageName[]]);

/**
 * SYS-X2's query: the page whose first reads are asked, and whether the device's render of the page comes with them
 * (`render=1`, for a page the device renders: the console shows it while its own view of the page is made).
 */
export const PageReadsQuery = z.object({
  page: ConsolePage,
  render: wireInt(0, 1)
    .optional()
    .describe('1: the device’s render of the page (HTML) comes with the reads, where the device renders that page.'),
});

/** One of a page's first reads as the device answers them together: its URL and what its own route answered. */
export const PageRead = z.object({
  url: z.string(),
  /** the envelope the read's route answered; null where it answered no JSON envelope (the console asks it alone) */
  answer: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).nullable(),
});
export type PageRead = z.infer<typeof PageRead>;

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

const flag = wireInt(0, 1);

/** Vendor feature switches (api.md §1.9), integers 0/1. */
export const CustomFlags = z.object({
  custom: z.number().int(),
  hsgq: z.number().int(),
  addonu: z.number().int(),
  pon_authmode: z.number().int(),
  frpc: z.number().int(),
  captcha: z.number().int(),
  fix_lang: z.number().int(),
  mac_auth: z.number().int(),
  alarm_save: z.number().int(),
});
export type CustomFlags = z.infer<typeof CustomFlags>;
export const CUSTOM_FLAG_NAMES = CustomFlags.keyof().options;

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

/** Company information shown on running status; `cc_url` is the header logo's link. */
export const CompanyInfo = z.object({
  name: freeText().max(COMPANY_MAX_CHARS.name),
  addr: freeText().max(COMPANY_MAX_CHARS.addr),
  email: freeText().max(COMPANY_MAX_CHARS.email),
  phone: freeText().max(COMPANY_MAX_CHARS.phone),
  supplier_info: freeText().max(COMPANY_MAX_CHARS.supplier_info),
  cc_url: freeText().max(COMPANY_MAX_CHARS.cc_url),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

/**
 * The company information as read, with whether a header logo is stored (our addition): the console asks for
 * `/logo.png` only when there is one, instead of drawing a 404 on every page load.
 */
export const CompanyInfoAnswer = CompanyInfo.extend({ has_logo: z.union([z.literal(0), z.literal(1)]).optional() });
export type CompanyInfoAnswer = z.infer<typeof CompanyInfoAnswer>;

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

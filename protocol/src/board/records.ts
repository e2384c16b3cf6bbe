import { z } from 'zod';
import { ADVANCED_PAGES, TOP_MENU, type PageName } from './menu.ts';
import { COMPANY_MAX_CHARS } from '../core/limits.ts';
import { freeText, wireInt } from '../core/wireValues.ts';

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

/** SYS-11: a licence key, exactly 32 letters or digits (api.md §6). */
export const LICENCE_KEY_PATTERN = /^[A-Za-z0-9]{32}$/;
export const LicenceKey = z.string().regex(LICENCE_KEY_PATTERN, 'trylic: exactly 32 letters or digits');

/** What the login page needs before sign-in. */
export const BoardInfo = SystemInfo.pick({ product_name: true, ponports: true });
export type BoardInfo = z.infer<typeof BoardInfo>;

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

export const flag = wireInt(0, 1);

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

import {
  LOGO_FILES,
  addLicence,
  boardInfo,
  boardMenu,
  boardSystem,
  getSettingBoard,
  mayOpenPage,
  setSettingBoard,
  setSystemCustom,
  systemCustom,
  type CompanyInfo,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';
import { LICENCE_SETTING } from '../../device/chassis/licence.ts';
import { readCustomFlags, writeCustomFlags } from '../../store/customFlags.ts';
import { advancedMenu } from '../../device/chassis/menu.ts';
import { requireFactoryUser, requireVendor } from './vendorAccess.ts';

/** The settings key of the company information, kept as one JSON object. */
const COMPANY_KEY = 'company';
const NO_COMPANY: CompanyInfo = { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' };

function readCompany(svc: Services): CompanyInfo {
  return { ...NO_COMPANY, ...svc.settings.get<Partial<CompanyInfo>>(COMPANY_KEY, {}) };
}

/** The device's identity, its menu, the vendor switches and the company information. */
export function boardRoutes(svc: Services): RouteDef[] {
  return [
    route(boardInfo, () => {
      const { product_name, ponports } = svc.device.chassis.systemInfo();
      return { product_name, ponports };
    }),
    route(boardSystem, () => svc.device.chassis.systemInfo()),
    // kept on the device's flash at once, as a real device stores a licence
    route(addLicence, ({ param }) => {
      svc.device.chassis.addLicence(param.trylic);
      svc.settings.set(LICENCE_SETTING, svc.device.chassis.licence());
    }),
    // the menu follows the level: a page the session may not open is not offered
    route(boardMenu, ({ session }) =>
      advancedMenu((page, group) => (session ? mayOpenPage(session.level, page.toLowerCase(), group) : false)),
    ),

    route(systemCustom, () => readCustomFlags(svc.settings)),
    route(setSystemCustom, ({ param, user }) => {
      requireFactoryUser(svc, user);
      writeCustomFlags(svc.settings, param);
    }),

    // has_logo (our addition) spares the console a request for a logo that is not there
    route(getSettingBoard, () => ({
      ...readCompany(svc),
      has_logo: svc.files.get(LOGO_FILES.logo.slice(1)) ? (1 as const) : (0 as const),
    })),
    // the protocol schema enforces the maximum lengths, so a too-long field never gets here and nothing is stored;
    // the merged object is written by one statement, all fields or none
    route(setSettingBoard, ({ param, user }) => {
      requireVendor(user, 'company information');
      svc.settings.set(COMPANY_KEY, { ...readCompany(svc), ...param });
    }),
  ];
}

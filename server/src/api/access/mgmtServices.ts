import {
  addSshKey,
  deleteSshKey,
  getFrpc,
  getServicePorts,
  getSnmpCommunity,
  getSnmpTrap,
  getSpec1,
  getSshKeys,
  getSyslog,
  setFrpc,
  setServicePorts,
  setSnmpCommunity,
  setSnmpTrap,
  setSpec1,
  setSyslog,
  SNMP_COMMUNITY_FLAG,
} from '@olt/protocol';
import { flagged, route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** FRPC's fixed local side: the device's own web service. */
const FRPC_LOCAL = { local_ip: '127.0.0.1', local_port: 80 } as const;
/** Removes white space and non-ASCII characters, as the device does with communities (api.md SVC-13/15). */
const community = (text: string | undefined): string | undefined => text?.replace(/[^\x21-\x7e]/g, '');

/** Management services (SVC-01…15). Reads never answer the FRPC token or the SNMP write community. */
export function mgmtServiceRoutes(svc: Services): RouteDef[] {
  const { services } = svc.device;
  const now = () => services.settings;
  return [
    route(getServicePorts, () => ({ ...now().ports })),
    route(setServicePorts, ({ param }) => services.setPorts(param)),
    route(getSyslog, () => ({ ...now().syslog })),
    route(setSyslog, ({ param }) => services.setSyslog(param.ipaddr, param.port)),
    route(getSpec1, () => ({ spec1: now().spec1 })),
    route(setSpec1, ({ param }) => services.setSpec1(param.spec1)),
    route(getFrpc, () => {
      const { token, ...frpc } = now().frpc;
      return { ...frpc, ...FRPC_LOCAL, token: '' as const, token_set: token === '' ? 0 : 1 };
    }),
    route(setFrpc, ({ param }) => services.setFrpc(param)),
    route(getSshKeys, () => now().ssh_keys.map((k) => ({ ...k }))),
    route(addSshKey, ({ param }) => services.addSshKey(param.keyname, param.publickey)),
    route(deleteSshKey, ({ param }) => services.deleteSshKey(param.keyname)),
    route(getSnmpTrap, () => {
      const { serverip, trap_port, trap_community } = now().snmp;
      return { serverip, trap_port, trap_community };
    }),
    route(setSnmpTrap, ({ param }) => services.setSnmpTrap(param.serverip, param.trap_port, param.trap_community)),
    route(getSnmpCommunity, () => ({
      read_community: now().snmp.read_community,
      write_community: '' as const,
      write_community_set: now().snmp.write_community === '' ? 0 : 1,
    })),
    route(setSnmpCommunity, ({ param }) => {
      const { flags } = flagged(param);
      services.setSnmpCommunities(
        flags & SNMP_COMMUNITY_FLAG.read ? community(param.read_community) : undefined,
        flags & SNMP_COMMUNITY_FLAG.write ? community(param.write_community) : undefined,
      );
    }),
  ];
}

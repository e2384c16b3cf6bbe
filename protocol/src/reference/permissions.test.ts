import { describe, expect, it } from 'vitest';
import { endpoint, type Endpoint } from '../core/endpoint.ts';
import { LEVEL_PERMISSIONS, PERMISSION_AREAS, mayRead, mayWrite, permissionsOf } from '../core/permissions.ts';
import { isRoute } from '../core/route.ts';
import { areaOf } from '../core/pathAreas.ts';
import * as users from '../users/endpoints.ts';
import * as aaa from '../access/aaa.ts';
import * as mgmtAccess from '../access/mgmtAccess.ts';
import * as services from '../access/services.ts';
import * as audit from '../audit/endpoints.ts';
import * as light from '../light.ts';

const endpointsOf = (module: object): Endpoint[] =>
  Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'param' in v,
  );

describe('permission areas', () => {
  it("gives the schema-free routes (the login page's, the console's start reads), whose areas are written out, the areas of the path table", () => {
    const routes = Object.values(light as Record<string, unknown>).filter(isRoute);
    expect(routes.length).toBeGreaterThan(12);
    for (const r of routes) expect(r.area, r.id).toBe(areaOf(r.path, r.select));
  });

  it('gives every path its area, a form of a path its own where it differs, and refuses an unknown path', () => {
    expect(areaOf('/onumgmt', { form: 'wan' })).toBe('onu');
    expect(areaOf('/onu_bandwidth')).toBe('onu');
    expect(areaOf('/ponmgmt', { form: 'setting' })).toBe('pon');
    expect(areaOf('/system', { form: 'hostname' })).toBe('system');
    expect(areaOf('/system', { form: 'dns' })).toBe('access');
    expect(areaOf('/switch_route', { form: 'static_route' })).toBe('switch');
    expect(areaOf('/switch_route', { form: 'route_default' })).toBe('access');
    expect(() => areaOf('/nowhere')).toThrow(/PATH_AREAS/);
    expect(() => endpoint({ id: 'X-1', description: 'A test endpoint.', method: 'GET', path: '/nowhere' })).toThrow(
      /no permission area/,
    );
    expect(
      endpoint({ id: 'X-2', description: 'A test endpoint.', method: 'GET', path: '/nowhere', area: 'onu' }).area,
    ).toBe('onu');
  });

  it('says which endpoints change the device: every POST, and the action GETs that say so', () => {
    expect(endpoint({ id: 'X-3', description: 'A test endpoint.', method: 'POST', path: '/ponmgmt' }).changes).toBe(
      true,
    );
    expect(endpoint({ id: 'X-4', description: 'A test endpoint.', method: 'GET', path: '/ponmgmt' }).changes).toBe(
      false,
    );
    expect(
      endpoint({ id: 'X-5', description: 'A test endpoint.', method: 'GET', path: '/system_reboot', changes: true })
        .changes,
    ).toBe(true);
    expect(
      endpoint({ id: 'X-6', description: 'A test endpoint.', method: 'POST', path: '/diagnose', changes: false })
        .changes,
    ).toBe(false);
  });

  it('holds the levels of the issue: common reads only, operator acts on ONUs and PONs, admin all but the vendor', () => {
    expect(permissionsOf(5).write).toEqual(['session']);
    expect(permissionsOf(4).write).toEqual(['session', 'onu', 'pon']);
    expect(PERMISSION_AREAS.filter((a) => !mayWrite(3, a))).toEqual(['vendor']);
    for (const level of [1, 2]) expect(PERMISSION_AREAS.filter((a) => !mayWrite(level, a))).toEqual(['vendor']);
    expect(PERMISSION_AREAS.every((a) => mayRead(4, a) && mayWrite(0, a))).toBe(true);
    expect(Object.keys(LEVEL_PERMISSIONS).map(Number)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(permissionsOf(9)).toEqual({ read: ['session'], write: ['session'] });
  });
});

describe('the access-control endpoints', () => {
  const added = [users, aaa, mgmtAccess, services, audit].flatMap(endpointsOf);

  it('each carry a description, and the additions say they are ours', () => {
    expect(added.length).toBeGreaterThan(40);
    for (const ep of added) expect(ep.description, ep.id).toMatch(/\w{3,}/);
    for (const ep of added.filter((e) => /-X\d/.test(e.id))) expect(ep.description, ep.id).toMatch(/^Our addition/);
  });

  it('take integers as numbers or decimal text, and refuse other text', () => {
    expect(
      users.userAdd.param.safeParse({ name: 'oper1', key: 'a'.repeat(32), level: '4', reenter: '2' }).success,
    ).toBe(true);
    expect(users.userAdd.param.safeParse({ name: 'oper1', key: 'a'.repeat(32), level: '4x', reenter: 2 }).success).toBe(
      false,
    );
    expect(audit.auditList.query.safeParse({ page: '2', page_size: '10', since: '1700000000' }).success).toBe(true);
    expect(mgmtAccess.deleteInbound.param.safeParse({ vlan_id: '0x10' }).success).toBe(false);
  });
});

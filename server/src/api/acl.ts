import {
  aclCreate,
  aclDelete,
  aclList,
  createAbsoluteTimeRange,
  createRelativeTimeRange,
  deleteTimeRange,
  ruleDelete,
  rulePriority,
  ruleSet,
  timeRanges,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Time ranges (TR-01…04) and ACLs with their rules (ACL-01…08). */
export function aclRoutes(svc: Services): RouteDef[] {
  const { acl } = svc.device;
  return [
    route(timeRanges, ({ query }) => acl.timeRanges(query.name)),
    route(createRelativeTimeRange, ({ param: { name, ...relative } }) => {
      acl.addPeriod(name, { relative });
    }),
    route(createAbsoluteTimeRange, ({ param: { name, ...absolute } }) => {
      acl.addPeriod(name, { absolute });
    }),
    route(deleteTimeRange, ({ param }) => {
      acl.deleteTimeRange(param.name, param.time, param.day);
    }),
    route(aclList, ({ query }) => acl.list(query.sacl_id, query.eacl_id)),
    route(aclCreate, ({ param }) => {
      acl.create(param.acl_id);
    }),
    route(aclDelete, ({ param }) => {
      acl.deleteRange(param.acl_id, param.acl_id_e);
    }),
    route(ruleSet, ({ param }) => {
      acl.setRule(param);
    }),
    route(ruleDelete, ({ param }) => {
      acl.deleteRule(param.acl_id, param.rule_id);
    }),
    route(rulePriority, ({ param }) => {
      acl.reorder(param.acl_id, param.new_rule_id);
    }),
  ];
}

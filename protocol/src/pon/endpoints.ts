import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_ID } from '../core/limits.ts';
import { OnuId, PortId, freeText, wireInt } from '../core/wireValues.ts';
import { OpticalReading } from '../onu/index.ts';
import {
  CpuUsage,
  ModuleDetail,
  ModuleSummary,
  OnuOpticsRow,
  ParentId,
  PonSummary,
  Splitter,
  SplitterDesc,
  SplitterId,
  SplitterName,
  StatusSummary,
  splitterPath,
} from './records.ts';
import { boardPonRoute, statusSummaryRoute } from './routes.ts';

export const boardCpu = endpoint({
  id: 'SYS-12',
  method: 'GET',
  path: '/board',
  select: { info: 'cpu' },
  description: 'CPU and memory use in percent (and the board temperature, our addition).',
  data: CpuUsage,
});

export const boardPon = endpoint({
  ...boardPonRoute,
  description:
    'Every PON port with its state and its ONU counts: `online`, and `offline` = every registered ONU not online.',
  data: z.array(PonSummary),
});

export const boardSummary = endpoint({
  ...statusSummaryRoute,
  description:
    'The status home in one read: ONU counts of the device and of every PON by one definition (registered, online, ' +
    'offline, unauthorised, other; registered = the sum of the other four), PON link states, CPU and memory use.',
  addition: true,
  data: StatusSummary,
});

export const splitterList = endpoint({
  id: 'PON-12',
  method: 'GET',
  ...splitterPath,
  description: 'The splitters of one PON, each with the splitter it hangs under.',
  query: z.object({ port_id: PortId }),
  data: z.array(Splitter),
});

export const splitterAdd = endpoint({
  id: 'PON-13',
  method: 'POST',
  ...splitterPath,
  verb: 'add',
  description: 'Adds a splitter under the PON (parent 0) or under another splitter.',
  param: z.object({
    port_id: PortId,
    name: SplitterName,
    description: SplitterDesc.default(''),
    parent: ParentId,
  }),
});

/** `parent` is ignored: the original console sends the splitter's own id there (api.md §6.6). */
export const splitterSet = endpoint({
  id: 'PON-14',
  method: 'POST',
  ...splitterPath,
  verb: 'set',
  description: 'Renames a splitter or changes its description.',
  param: z.object({
    port_id: PortId,
    splitter_id: SplitterId,
    name: SplitterName,
    description: SplitterDesc.default(''),
    parent: ParentId.optional(),
  }),
});

export const splitterDelete = endpoint({
  id: 'PON-15',
  method: 'POST',
  ...splitterPath,
  verb: 'delete',
  description: 'Deletes a splitter below the first level that has no splitters under it.',
  param: z.object({
    port_id: PortId,
    splitter_id: SplitterId,
    name: freeText().optional(),
    description: freeText().optional(),
    parent: ParentId.optional(),
  }),
});

export const splitterBind = endpoint({
  id: 'PON-16',
  method: 'POST',
  path: '/ponmgmt',
  select: { form: 'splitterbindonu' },
  description: 'Sets which ONUs of the PON hang on a splitter.',
  param: z.object({
    port_id: PortId,
    splitter_id: SplitterId,
    onulist: z.array(OnuId).max(ONU_ID.max),
  }),
});

export const ponModules = endpoint({
  id: 'OPT-01',
  method: 'GET',
  path: '/ponmgmt',
  select: { form: 'optical_poninfo' },
  description: 'The optical module of every PON port: state, temperature, voltage, bias and transmit power.',
  data: z.array(ModuleSummary),
});

export const ponModule = endpoint({
  id: 'OPT-02',
  method: 'GET',
  path: '/ponmgmt',
  select: { form: 'optical_poninfo' },
  description: 'The optical module of one PON port in detail, with its alarm and warning thresholds.',
  query: z.object({ port_id: PortId }),
  data: ModuleDetail,
});

/** OPT-03: what the OLT's PON module measures for one ONU; polarity 0 high, 1 low. */
export const ponOnuOptics = endpoint({
  id: 'OPT-03',
  method: 'GET',
  path: '/ponmgmt',
  select: { form: 'optical_pon' },
  description: "What the OLT's PON module measures for one ONU.",
  query: z.object({
    port_id: PortId,
    onu_id: OnuId,
    polarity: wireInt(0, 1).default(0),
  }),
  data: OpticalReading,
});

export const ponOnusOptics = endpoint({
  id: 'OPT-04',
  method: 'GET',
  path: '/ponmgmt',
  select: { form: 'optical_onu' },
  description: 'Every ONU of one PON with its own optical readings.',
  query: z.object({ port_id: PortId }),
  data: z.array(OnuOpticsRow),
});

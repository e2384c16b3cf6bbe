/**
 * Every ONU read sits under `['onu']`, whichever screen made it, so an ONU write refreshes all of them at once: the
 * ONU table of every PON (`table`), a screen's own lists under `['onu', 'list', …]`, one ONU's details.
 */
export const onuKeys = {
  all: ['onu'] as const,
  table: ['onu', 'table'] as const,
  lists: ['onu', 'list'] as const,
  detail: (portId: number, onuId: number) => ['onu', 'detail', portId, onuId] as const,
  optics: (portId: number, onuId: number) => ['onu', 'optics', portId, onuId] as const,
  fec: (portId: number, onuId: number) => ['onu', 'fec', portId, onuId] as const,
};

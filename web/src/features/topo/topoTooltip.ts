import type { TFunction } from 'i18next';
import { onuLabel } from '@olt/protocol';
import type { TopoNode } from './topoGraph.ts';
import { isDark } from '../../lib/onuWords.ts';
import { formatDbm } from '../../lib/readings.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const line = (label: string, value: string) =>
  `<div><span style="opacity:.65">${escapeHtml(label)}</span>&nbsp;&nbsp;${escapeHtml(value)}</div>`;

/** The hover card of a node (screens.md §6 popovers). Names and descriptions are operator input: escaped. */
export function topoTooltip(node: TopoNode, t: TFunction<'topo'>, portName: (portId: number) => string): string {
  const title = (text: string) => `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(text)}</div>`;
  if (node.kind === 'pon' && node.pon) {
    const { online, offline, status } = node.pon;
    return (
      title(node.name) +
      line(t('onu.fields.status'), status === 1 ? t('pon.up') : t('pon.down')) +
      line(t('legend.online'), String(online)) +
      line(t('legend.offline'), String(offline)) +
      (node.isExpanded ? '' : `<div style="opacity:.65;margin-top:4px">${escapeHtml(t('pon.expand'))}</div>`)
    );
  }
  if (node.kind === 'splitter' && node.splitter) {
    const s = node.splitter;
    return (
      title(node.name) +
      line(t('splitter.port'), portName(s.port_id)) +
      line(t('splitter.id'), String(s.splitter_id)) +
      line(t('splitter.level'), t('splitter.levelValue', { level: node.level ?? 1 })) +
      line(t('splitter.description'), s.description || '--')
    );
  }
  if (node.kind === 'onu' && node.onu) {
    const o = node.onu;
    return (
      title(t('onu.title', { label: onuLabel(o.port_id, o.onu_id) })) +
      line(t('onu.fields.onu_name'), o.onu_name) +
      line(t('onu.fields.macaddr'), o.macaddr) +
      line(t('onu.fields.status'), t(`onu.statuses.${o.status}`)) +
      line(
        t('onu.fields.receive_power'),
        isDark(o.status) ? t('onu.lastReading', { dbm: formatDbm(o.receive_power) }) : formatDbm(o.receive_power),
      ) +
      line(t('onu.fields.auth_state'), o.auth_state === 1 ? t('onu.yes') : t('onu.no'))
    );
  }
  return title(node.name);
}

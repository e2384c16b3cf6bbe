import { Route, Routes, useLocation } from 'react-router';
import {
  boardSystem,
  onuBaseInfo,
  onuConfig,
  onuOptics,
  onuSearch,
  portlistInfo,
  systemCustom,
  type CustomFlags,
  type Envelope,
  type OnuTableRow,
  type Route as Endpoint,
} from '@olt/protocol';
import * as protocol from '@olt/protocol';
import { OnuAllowPage } from '../features/onu/OnuAllowPage.tsx';
import { fakeDevice, ok, type SeenRequest } from './device.ts';
import { renderWithProviders } from './renderWithProviders.tsx';
import { SAMPLE_CUSTOM, SAMPLE_SYSTEM, detailOf } from './samples.ts';

type Seen = SeenRequest;

/** Every write an ONU screen may send: the POSTs of the ONU paths. */
const ONU_WRITES: Endpoint[] = Object.values(protocol)
  .filter(protocol.isRoute)
  .filter((ep) => ep.method === 'POST' && ['/onu_allow_list', '/onumgmt', '/onu_deny_list'].includes(ep.path));

/**
 * A device answering the ONU screen: the search (ONU-X1) filters `rows` as the server does for name and MAC, one
 * ONU's details come from its row, and every write is answered by `writeAnswer` (success unless a test says).
 */
export function onuDevice(initial: OnuTableRow[], { flags = SAMPLE_CUSTOM }: { flags?: CustomFlags } = {}) {
  const base = fakeDevice();
  const device = {
    rows: [...initial],
    seen: base.requests,
    writeAnswer: ((): Envelope => ok()) as (request: Seen) => Envelope,
    get searches() {
      return base.requests.filter((r) => r.path === '/onutable');
    },
    posts(path: string, form: string) {
      return base.requests.filter((r) => r.method === 'POST' && r.path === path && r.query.get('form') === form);
    },
  };
  const search = (q: URLSearchParams): OnuTableRow[] =>
    device.rows.filter((row) => {
      const text = q.get('text')?.toLowerCase();
      if (text && !row.macaddr.includes(text) && !row.onu_name.toLowerCase().includes(text)) return false;
      const status = q.get('status');
      if (status === 'offline' ? row.status === 'Online' : status && row.status !== status) return false;
      const devType = q.get('dev_type');
      if (devType && row.dev_type !== devType) return false;
      const port = q.get('port_id');
      return !port || row.port_id === Number(port);
    });
  const rowOf = ({ query }: Seen) =>
    device.rows.find((r) => r.port_id === Number(query.get('port_id')) && r.onu_id === Number(query.get('onu_id')));
  const forRow = (answer: (row: OnuTableRow) => unknown) => (request: Seen) => {
    const row = rowOf(request);
    return row ? ok(answer(row)) : { code: 2, message: `error: no ONU ${request.url}` };
  };

  base.answer(boardSystem, { ...SAMPLE_SYSTEM, xgeports: 0 });
  base.answer(portlistInfo, []);
  base.answer(systemCustom, flags);
  base.answer(onuSearch, ({ query }) => {
    const rows = search(query);
    return { total: rows.length, rows };
  });
  base.reply(onuBaseInfo, forRow(detailOf));
  base.reply(
    onuConfig,
    forRow(() => ({ fec_mode: 1 })),
  );
  base.reply(
    onuOptics,
    forRow((row) => ({
      work_temprature: '41 C',
      work_voltage: '3.3 V',
      transmit_bias: '12 mA',
      transmit_power: '2.1 dBm',
      receive_power: `${row.receive_power} dBm`,
    })),
  );
  for (const ep of ONU_WRITES) base.reply(ep, (request) => device.writeAnswer(request));
  return device;
}

export function renderOnuPage({ at = '/onu_allow', lang = 'en' }: { at?: string; lang?: 'en' | 'zh' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/onu_allow" element={<OnuAllowPage title={lang === 'en' ? 'ONU table' : 'ONU 列表'} />} />
      <Route path="/advanced_setting/*" element={<WhereNow />} />
    </Routes>,
    { at, lang },
  );
}

/** Stands in for the screens the ONU table leads to: says where the console went. */
function WhereNow() {
  const at = useLocation();
  return <output data-testid="where">{`${at.pathname}${at.search}`}</output>;
}

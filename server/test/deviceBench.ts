/**
 * Times the device model's hot reads on a full 16 × 64 device: `node --import tsx server/test/deviceBench.ts`.
 * Prints figures only; it asserts nothing and is not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { buildDevice, type Device } from '../src/device/device.ts';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(label: string, runs: number, fn: () => unknown): void {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(44)} median ${median(samples).toFixed(3)} ms, max ${Math.max(...samples).toFixed(3)} ms`);
}

let nowMs = Date.now();
let olt: Device | undefined;
time('build a 16-PON device', 5, () => {
  olt = buildDevice({ ponPorts: 16, seed: 1, now: () => nowMs });
});
const device = olt as Device;
for (let p = 1; p <= 16; p++) {
  for (let n = 0; device.onus.ids(p).length < 64; n++) {
    device.onus.add(p, {
      onu_id: 0,
      macaddr: `02:00:00:00:${p.toString(16).padStart(2, '0')}:${n.toString(16).padStart(2, '0')}`,
      auth_state: 1,
    });
  }
}
console.log(`ONUs: ${device.onus.table().length}`);

time('allOnus(), rows cached', 200, () => device.onus.table());
time('allOnus() + JSON, after 5 s of drift', 50, () => {
  nowMs += 5_000;
  device.simulation.advance();
  return JSON.stringify(device.onus.table());
});
time('listOnus(1)', 200, () => device.onus.list(1));
time('searchOnus({ text: "3a:21" })', 200, () => device.onus.search({ text: '3a:21' }));
time('searchOnus({ text, status, limit 50 })', 200, () =>
  device.onus.search({ text: '02:00', status: 'Initial', limit: 50 }),
);
time('ponSummary()', 200, () => device.pon.summary());
time('vlanTable() after a change', 50, () => {
  device.vlan.setName(100, `v${nowMs % 1000}`);
  return device.vlan.table();
});
time('advance() one simulated minute', 20, () => {
  nowMs += 60_000;
  device.simulation.advance();
});
time('exportConfig()', 20, () => device.config.export());
const cfg = device.config.export();
time('importConfig(exportConfig())', 10, () => device.config.import(cfg));

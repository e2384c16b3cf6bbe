/**
 * Times the device model's hot reads on a full 16 × 64 device: `node --import tsx server/test/deviceBench.ts`.
 * Prints figures only; it asserts nothing and is not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { Olt } from '../src/device/Olt.ts';

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
let olt: Olt | undefined;
time('build a 16-PON device', 5, () => {
  olt = new Olt({ ponPorts: 16, seed: 1, now: () => nowMs });
});
const device = olt as Olt;
for (let p = 1; p <= 16; p++) {
  for (let n = 0; device.onuIds(p).length < 64; n++) {
    device.addOnu(p, {
      onu_id: 0,
      macaddr: `02:00:00:00:${p.toString(16).padStart(2, '0')}:${n.toString(16).padStart(2, '0')}`,
      auth_state: 1,
    });
  }
}
console.log(`ONUs: ${device.allOnus().length}`);

time('allOnus(), rows cached', 200, () => device.allOnus());
time('allOnus() + JSON, after 5 s of drift', 50, () => {
  nowMs += 5_000;
  device.advance();
  return JSON.stringify(device.allOnus());
});
time('listOnus(1)', 200, () => device.listOnus(1));
time('searchOnus({ text: "3a:21" })', 200, () => device.searchOnus({ text: '3a:21' }));
time('searchOnus({ text, status, limit 50 })', 200, () =>
  device.searchOnus({ text: '02:00', status: 'Initial', limit: 50 }),
);
time('ponSummary()', 200, () => device.ponSummary());
time('vlanTable() after a change', 50, () => {
  device.setVlanName(100, `v${nowMs % 1000}`);
  return device.vlanTable();
});
time('advance() one simulated minute', 20, () => {
  nowMs += 60_000;
  device.advance();
});
time('exportConfig()', 20, () => device.exportConfig());
const cfg = device.exportConfig();
time('importConfig(exportConfig())', 10, () => device.importConfig(cfg));

import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ALARM_WORDS, REFUSAL_WORDS, settingWord, wordsText } from '@olt/protocol';
import { initI18n } from './i18n.ts';
import { sayAlarmLine, sayAuthMode, sayDeviceText } from './deviceWords.ts';
import { deviceWords as zhWords } from '../i18n/zh/deviceWords.ts';
import { deviceWords as enWords } from '../i18n/en/deviceWords.ts';

const fieldsOf = (text: string, marks: RegExp) => [...text.matchAll(marks)].map((m) => m[1]).sort();

describe("the device's words in the operator's language", () => {
  beforeAll(() => {
    initI18n('zh');
  });

  it('has a Chinese and an English text for every template, with the same fields', () => {
    for (const [kind, catalogue, zh, en] of [
      ['alarm', ALARM_WORDS, zhWords.alarm, enWords.alarm],
      ['refusal', REFUSAL_WORDS, zhWords.refusal, enWords.refusal],
    ] as const) {
      for (const [key, template] of Object.entries(catalogue)) {
        const fields = fieldsOf(template, /\{(\w+)\}/g);
        for (const said of [zh, en] as Record<string, string>[])
          expect(fieldsOf(said[key] ?? '', /\{\{(\w+)\}\}/g), `${kind}.${key}`).toEqual(fields);
      }
    }
  });

  it('says alarms, refusals and their enumerated words in Chinese, and a text it does not know as sent', async () => {
    await i18next.changeLanguage('zh');
    const t = i18next.t;
    expect(sayDeviceText(t, 'PON03/12 (d8:42:ac:30:8f:85) offline: Power Down')).toBe(
      'PON03/12（d8:42:ac:30:8f:85）离线：断电',
    );
    expect(sayDeviceText(t, 'error: VLAN 100 already exists')).toBe('错误：VLAN 100 已存在');
    expect(sayDeviceText(t, 'error: PON02/05 is not online (Offline): it cannot be configured now')).toBe(
      '错误：PON02/05 不在线（离线）：现在无法配置',
    );
    expect(sayDeviceText(t, 'error: permission denied: level 4 (operator) may not change the switch')).toMatch(
      /^错误：无权操作：级别 4（操作员）不能修改[^a-z]+$/,
    );
    expect(sayDeviceText(t, 'error: something only a real device says')).toBe(
      'error: something only a real device says',
    );
    expect(sayAuthMode(t, 'loid+password')).toBe('LOID+密码');
    expect(sayAuthMode(t, 'ctc')).toBe('ctc');
    expect(sayAlarmLine(t, '2026/11/25 07:00:01 [major] PON01 stopped transmitting')).toBe(
      '2026/11/25 07:00:01 [重要] PON01 停止发光',
    );
  });

  it("says the device log's own lines in Chinese: modules, levels and an operator's refused change", async () => {
    await i18next.changeLanguage('zh');
    const t = i18next.t;
    expect(sayDeviceText(t, 'log level of stp set to debug')).toBe('模块 生成树 的日志级别已设为 调试');
    expect(
      sayDeviceText(t, 'root (10.0.0.5) POST /switch_vlanlist create: refused: error: VLAN 7 already exists'),
    ).toBe('root（10.0.0.5）POST /switch_vlanlist create：被拒绝：错误：VLAN 7 已存在');
    expect(sayDeviceText(t, 'GE02 link down (disabled by the operator)')).toBe('GE02 链路已断开（被操作员关闭）');
  });

  it("says the simulation's events and operators' changes in Chinese, their fixed words too", async () => {
    await i18next.changeLanguage('zh');
    const t = i18next.t;
    expect(sayDeviceText(t, 'GE03: multicast storm, 12000 pps arriving')).toBe('GE03：出现组播风暴，每秒 12000 个报文');
    expect(sayDeviceText(t, 'GE03: broadcast storm ended')).toBe('GE03：广播风暴已结束');
    expect(
      sayDeviceText(t, 'PON01/3 (d8:42:ac:30:8f:85) moved to the deny list: receive power below the PON limit'),
    ).toBe('PON01/3（d8:42:ac:30:8f:85）已加入阻止列表：接收光功率低于 PON 门限');
    expect(sayDeviceText(t, 'PON02 authorisation manual, mode loid+password')).toBe(
      'PON02 认证方式改为手动，模式 LOID+密码',
    );
    expect(sayDeviceText(t, 'LAG1 GE05 standby')).toBe('LAG1 GE05 转为备用');
    expect(sayDeviceText(t, 'GE05 LACP settings changed')).toBe('GE05 的 LACP 设置已修改');
    expect(sayDeviceText(t, 'GE05 settings changed')).toBe('GE05 的设置已修改');
    expect(
      sayDeviceText(
        t,
        'PON01/3 (d8:42:ac:30:8f:85) registered, waiting for authorisation (Unauth: its MAC is not authorised)',
      ),
    ).toBe('PON01/3（d8:42:ac:30:8f:85）已注册，等待认证（未认证：其 MAC 未认证）');
    expect(sayDeviceText(t, 'PON01/3 deregistered: LOID ab12 is not in the LOID list')).toBe(
      'PON01/3 已去注册：LOID ab12 不在 LOID 列表中',
    );
    expect(sayDeviceText(t, 'vlanif-10: IPv6 2001:db8::1 added')).toBe('VLANIF 10：已添加 IPv6 地址 2001:db8::1');
    expect(sayDeviceText(t, 'packet filter: ACL 3000 rule 5 bound inbound to GE01')).toBe(
      '报文过滤：ACL 3000 规则 5 已绑定到入方向 GE01',
    );
    expect(sayDeviceText(t, 'time range office: period working-day 08:00-18:00 deleted')).toBe(
      '时间范围 office：已删除时间段 工作日 08:00-18:00',
    );
    expect(sayDeviceText(t, 'PON01/3 upstream type3: fix 0, assure 10000, max 1000000 kbps')).toBe(
      'PON01/3 上行带宽 类型 3：固定 0，保证 10000，最大 1000000 kbps',
    );
    expect(sayDeviceText(t, 'timed task 2 "night": failed VLAN 7 already exists')).toBe(
      '定时任务 2“night”：失败：VLAN 7 已存在',
    );
    // the spanning tree and DHCP areas: before the general `{port} settings changed`, with their fixed words
    expect(sayDeviceText(t, 'GE01 MSTP settings changed')).toBe('GE01 的 MSTP 配置已修改');
    expect(sayDeviceText(t, 'MSTP instance 2: VLANs removed')).toBe('MSTP 实例 2：已移除 VLAN');
    expect(sayDeviceText(t, 'DHCP setting snooping_admin on')).toBe('DHCP 监听已开启');
    expect(sayDeviceText(t, 'DHCP option 82 policy replace')).toBe('DHCP 选项 82 策略：替换');
    expect(sayDeviceText(t, 'DHCP relay: VLAN 100 to 192.0.2.67 deleted')).toBe(
      'DHCP 中继：已删除 VLAN 100 到 192.0.2.67',
    );
  });

  it("says a setting's word as the screens do, in Chinese and in English, also from a line that logged its number", async () => {
    const line = (key: keyof typeof ALARM_WORDS, args: Record<string, string | number>) =>
      wordsText(ALARM_WORDS[key], args);
    // what the device writes (as its server areas fill the templates), then the console's Chinese and English
    const lines: [string, string, string][] = [
      [
        line('ponRogueMode', { pon: 'PON01', rogueMode: settingWord('rogueMode', 2) }),
        'PON01 流氓 ONU 检测模式设为 手动',
        'PON01 rogue ONU detection: manual',
      ],
      [
        line('ponLoopOnuAction', { pon: 'PON02', loopOnuAction: settingWord('loopOnuAction', 1) }),
        'PON02 环路 ONU 处理方式设为 加入阻止列表',
        'PON02 looping ONU action: add to the deny list',
      ],
      [line('igmpMode', { igmpMode: settingWord('igmpMode', 1) }), 'IGMP 模式设为 侦听', 'IGMP mode: snooping'],
      [
        line('mvlanUnknownPolicy', { vlan: 500, unknownPolicy: settingWord('unknownPolicy', 1) }),
        '组播 VLAN 500 的未知组播策略设为 丢弃',
        'multicast VLAN 500 unknown multicast: discard',
      ],
      [
        line('lagBalance', { lag: 1, psc: settingWord('psc', 3) }),
        'LAG1：负载分担方式改为 源 MAC + 目的 MAC',
        'LAG1: load balancing by source and destination MAC',
      ],
      [
        line('mirrorSet', { source: 'GE01', destination: 'GE02', mirrorType: settingWord('mirrorType', 3) }),
        'GE01 已镜像到 GE02（双向）',
        'GE01 mirrored to GE02 (ingress and egress)',
      ],
      [
        line('portVlanType', { port: 'GE03', portType: settingWord('portType', 2) }),
        'GE03 的 VLAN 类型设为 干道',
        'GE03 VLAN type: trunk',
      ],
      [
        line('onuPortVlanMode', { onu: 'PON01/3', port: 1, onuVlanMode: settingWord('onuVlanMode', 2) }),
        'PON01/3 端口 1：VLAN 模式设为 转换',
        'PON01/3 port 1: VLAN mode translate',
      ],
      [
        line('onuMcMode', { onu: 'PON01/3', mcMode: settingWord('mcMode', 0) }),
        'PON01/3 组播模式设为 IGMP 侦听',
        'PON01/3 multicast mode: IGMP snooping',
      ],
      [
        line('onuMcFastLeave', { onu: 'PON01/3', fastLeave: settingWord('fastLeave', 2) }),
        'PON01/3 快速离开设为 启用',
        'PON01/3 fast leave enabled',
      ],
      [
        line('onuMcTagMode', { onu: 'PON01/3', port: 2, mcTagMode: settingWord('mcTagMode', 1) }),
        'PON01/3 端口 2 组播标签模式设为 去标记',
        'PON01/3 port 2 multicast tag mode: untag',
      ],
      [
        line('aaaRadius', { server: '192.0.2.10:1812', fallback: settingWord('fallback', 1) }),
        'AAA：RADIUS 192.0.2.10:1812，回退到本地账户：服务器无应答时',
        'AAA: RADIUS 192.0.2.10:1812, local fallback: when no server answers',
      ],
      // lines logged before the device wrote words
      ['IGMP mode 2', 'IGMP 模式设为 代理', 'IGMP mode: proxy'],
      ['LAG2: load balancing by criteria 4', 'LAG2：负载分担方式改为 源 IP', 'LAG2: load balancing by source IP'],
      ['PON03 rogue ONU detection mode 1', 'PON03 流氓 ONU 检测模式设为 自动', 'PON03 rogue ONU detection: automatic'],
    ];
    expect(lines.slice(0, 3).map(([wire]) => wire)).toEqual([
      'PON01 rogue ONU detection mode manual',
      'PON02 looping ONU action deny-list',
      'IGMP mode snooping',
    ]);
    for (const [language, column] of [
      ['zh', 1],
      ['en', 2],
    ] as const) {
      await i18next.changeLanguage(language);
      for (const row of lines) expect(sayDeviceText(i18next.t, row[0]), row[0]).toBe(row[column]);
    }
    await i18next.changeLanguage('zh');
  });

  it('says them in English too', async () => {
    await i18next.changeLanguage('en');
    // English shows the device's own words
    for (const text of [
      'PON01 transmitting again',
      'error: no user named noc1',
      'warning: VLAN 5 does not exist',
      'GE03: unicast storm of 9000 pps suppressed to 2000 pps',
      'PON02 authorisation automatic, mode hybrid',
      'PON01/3 (d8:42:ac:30:8f:85) moved to the deny list: rogue ONU',
    ])
      expect(sayDeviceText(i18next.t, text)).toBe(text);
    await i18next.changeLanguage('zh');
  });
});

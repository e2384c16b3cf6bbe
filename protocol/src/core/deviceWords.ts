import type { PermissionArea } from './permissions.ts';

/**
 * The device's words: the texts of the simulated device's alarms and of its most frequent refusals, as templates with
 * named fields (`{onu}`). The server writes those texts from these templates; the console recognises a text by its
 * template and says it in the operator's language with the same fields, so the Chinese console never shows the device's
 * English. A text that matches no template (a real device's, or a rarer refusal) is shown as sent. Zod-free.
 *
 * A field matches any text, so each template must keep enough fixed words to be told apart from the others; a test
 * formats every template and recognises it back as itself (deviceWords.test.ts).
 */

/** Alarm texts (/ws type 1 `content`, ALM-01 and ONU-23 lines), by the alarm they report. */
export const ALARM_WORDS = {
  systemStarted: 'system started',
  onuOffline: '{onu} ({mac}) offline: {reason}',
  onuOnline: '{onu} ({mac}) online',
  onuWaiting: '{onu} ({mac}) registered, waiting for authorisation ({status}: {why})',
  onuRxLow: '{onu} ({mac}) receive power low: {rx} dBm',
  onuRxNormal: '{onu} ({mac}) receive power normal: {rx} dBm',
  ponFull: '{pon} is full: ONU {mac} cannot register',
  denyListedTried: 'deny-listed ONU {mac} tried to register on {pon} (retry {retry})',
  opticalDriftBaseline: '{onu} ({mac}) optical drift: {rx} dBm, {drop} dB below its baseline {base} dBm',
  opticalDriftWeak: '{onu} ({mac}) optical drift: {rx} dBm, below the weak level {weak} dBm',
  opticalRecovered: '{onu} ({mac}) optical power recovered: {rx} dBm',
  upgradeStarted: '{onu} ({mac}) upgrade to {version} started',
  upgraded: '{onu} ({mac}) upgraded to {version}',
  upgradeFailed: '{onu} ({mac}) upgrade failed: {reason}',
  portLoopShut: '{onu} port {port}: loop detected, port shut',
  portLoopGone: '{onu} port {port}: loop gone, port open',
  rogueNone: '{pon} rogue ONU detection: none found',
  rogueFoundDenied: '{pon} rogue ONU {onu} ({mac}) detected: moved to the deny list',
  rogueFound: '{pon} rogue ONU {onu} ({mac}) detected',
  loopOnuDenied: '{pon} looping ONU {onu} ({mac}) port {port}: moved to the deny list',
  loopOnu: '{pon} looping ONU {onu} ({mac}) port {port}',
  laserOff: '{pon} stopped transmitting',
  laserOn: '{pon} transmitting again',
  stpTopologyChange: 'spanning tree topology change: {bridge} port {port} now forwarding',
  stpNewRoot: 'spanning tree root bridge is now {root}',
  bpduGuardShut: '{port}: BPDU received on a BPDU-guarded edge port, port shut down',
  loopGuardInconsistent: '{port}: BPDUs stopped on a loop-guarded port, port loop-inconsistent (discarding)',
  loopGuardRecovered: '{port}: BPDUs received again, loop-inconsistent state cleared',
  stpCompatible: '{port}: 802.1D STP BPDUs received, port in STP-compatible mode',
  fibreCut: '{pon}: {count} ONUs lost signal together (fibre cut?)',
  // after the ONU upgrade texts, which name an ONU and its MAC before the same words
  deviceUpgradeStarted: '{upgradeKind} upgrade to {version} started',
  deviceUpgradeWritten: '{upgradeKind} {version} written: reboot to run it',
  licenceExtended: 'licence extended to {days} days',
  clockNtp: 'clock follows NTP server {server}',
  clockManual: 'clock set to manual: NTP off',
  clockSet: 'clock set to {time}',
  ponLoggingOn: 'PON device logging turned on',
  ponLoggingOff: 'PON device logging turned off',
  alarmsCleared: 'alarm list cleared',
  portLinkUp: '{port} link up ({why})',
  portLinkDown: '{port} link down ({why})',
  // the spanning tree and DHCP areas' changes; before the general block, whose `{port} settings changed` would take
  // `GE01 MSTP settings changed` too
  mstpOn: 'MSTP enabled (RSTP disabled)',
  mstpOff: 'MSTP disabled',
  mstpMcheck: '{port} MSTP protocol migration check',
  mstpRegionChanged: 'MST region changed',
  mstpCistTimes: 'MSTP CIST times changed',
  mstpInstancePriority: 'MSTP instance {mstid} bridge priority {priority}',
  mstpInstanceVlansAdded: 'MSTP instance {mstid}: VLANs added',
  mstpInstanceVlansRemoved: 'MSTP instance {mstid}: VLANs removed',
  mstpPortChanged: '{port} MSTP settings changed',
  stpBridgeChanged: 'spanning tree bridge settings changed (flags {flags})',
  stpPortChanged: '{port} spanning tree settings changed',
  dhcpSwitchOn: 'DHCP setting {dhcpSwitch} on',
  dhcpSwitchOff: 'DHCP setting {dhcpSwitch} off',
  dhcpRelayOn: 'DHCP relay on',
  dhcpRelayOff: 'DHCP relay off',
  dhcpRelayPolicyOption60: 'DHCP relay policy option 60',
  dhcpRelayPolicyStandard: 'DHCP relay policy standard',
  dhcpRelayVlanDeleted: 'DHCP relay: VLAN {vlan} to {server} deleted',
  dhcpRelayVlan: 'DHCP relay: VLAN {vlan} to {server}',
  dhcpRelayOption60Deleted: 'DHCP relay: option 60 {option60} to {server} deleted',
  dhcpRelayOption60: 'DHCP relay: option 60 {option60} to {server}',
  dhcpOption82Policy: 'DHCP option 82 policy {policy82}',
  dhcpResponseTime: 'DHCP snooping response time {seconds} s',
  dhcpTrustedNone: 'DHCP snooping trusted ports: none',
  dhcpTrusted: 'DHCP snooping trusted ports: {ports}',
  dhcpBindingsCleared: 'DHCP snooping bindings cleared',
  dhcpServerOn: 'DHCP server on',
  dhcpServerOff: 'DHCP server off',
  dhcpPoolFull: 'DHCP server pool {from}–{to} is full: client {mac} refused',
  dhcpPoolSet: 'DHCP server pool {from}–{to}/{mask} on VLAN {vlan}, lease {seconds} s',
  // Events the simulation writes by itself and operators' changes (helper 3). Order matters where a text of one
  // template would also fit a wider one: `{port} settings changed` comes after every longer `… settings changed`.
  stormArrived: '{port}: {stormKind} storm, {pps} pps arriving',
  stormEnded: '{port}: {stormKind} storm ended',
  stormSuppressed: '{port}: {stormKind} storm of {pps} pps suppressed to {limit} pps',
  stormLimits: '{port} storm control: broadcast {broadcast}, multicast {multicast}, unicast {unicast} pps',
  loopBlockedOnu: 'loop detected on {onu}: ONU blocked',
  loopBlockedPort: 'loop detected on {port}: port blocked',
  loopRecovered: 'loop detection: {where} recovered',
  loopSettingsPon: 'PON loop detection settings changed',
  loopSettingsUplink: 'uplink loop detection settings changed',
  loopReleasedPon: 'PON loop detection: blocked ports recovered by the operator',
  loopReleasedUplink: 'uplink loop detection: blocked ports recovered by the operator',
  macMoved: 'MAC {mac} VLAN {vlan} moved from {from} to {to}: a loop or a cloned MAC',
  macAgeSwitch: 'switch MAC age time set to {seconds} s',
  macAgePon: 'PON MAC age time set to {seconds} s',
  macAddedStatic: 'MAC {mac} VLAN {vlan} added as static',
  macAddedBlackhole: 'MAC {mac} VLAN {vlan} added as blackhole',
  macDeleted: 'MAC {mac} VLAN {vlan} deleted',
  macFlushedSwitch: 'switch MAC table flushed: {count} entries',
  macFlushedPon: 'PON MAC table flushed: {count} entries',
  lagJoined: 'LAG{lag}: {ports} joined',
  lagLeftGone: 'LAG{lag}: {ports} left, trunk gone',
  lagLeft: 'LAG{lag}: {ports} left',
  lagBalance: 'LAG{lag}: load balancing by criteria {psc}',
  lagModeLacp: 'LAG{lag}: LACP, at most {max} active',
  lagModeManual: 'LAG{lag}: manual, at most {max} active',
  lacpPriority: 'LACP system priority {priority}',
  lagMemberSelected: 'LAG{lag} {port} selected',
  lagMemberUnselected: 'LAG{lag} {port} unselected',
  lagMemberStandby: 'LAG{lag} {port} standby',
  onuRestartedUpgrade: '{onu} restarted: upgrade to {version}',
  onuRestartedBatch: '{onu} restarted: by the operator (batch)',
  onuDeregisteredWhy: '{onu} deregistered: {why}',
  onuAuthorised: '{onu} ({mac}) authorised by the operator',
  onuDeauthorised: '{onu} ({mac}) de-authorised by the operator',
  onuAdded: '{onu} ({mac}) added by the operator',
  onuDeleted: '{onu} ({mac}) deleted by the operator',
  onuDenied: '{onu} ({mac}) moved to the deny list: {denyWhy}',
  onuRestartedByOperator: '{onu} restarted by the operator',
  onuDeregisteredByOperator: '{onu} deregistered by the operator',
  onuTxOff: '{onu} transmitter switched off for {seconds} s',
  denyListAdded: '{mac} added to the deny list of {pon}',
  denyListRemoved: '{mac} removed from the deny list of {pon}',
  ponAuthManual: '{pon} authorisation manual, mode {authMode}',
  ponAuthAuto: '{pon} authorisation automatic, mode {authMode}',
  ponP2pOn: '{pon} P2P on',
  ponP2pOff: '{pon} P2P off',
  ponRogueMode: '{pon} rogue ONU detection mode {rogueMode}',
  ponLoopOnuAction: '{pon} looping ONU action {loopOnuAction}',
  ponRxLimit: '{pon} receive power limit {dbm} dBm',
  ponOpticsOn: '{pon} optical module on',
  ponOpticsOff: '{pon} optical module off',
  mirrorSet: '{source} mirrored to {destination} (type {mirrorType})',
  mirrorStopped: '{port} mirroring stopped',
  onuPortVlanTag: '{pon} ONU port {port} VLAN profile: tag {vlan}',
  onuPortVlanTransparent: '{pon} ONU port {port} VLAN profile: transparent',
  onuPortVlanRemoved: '{pon} ONU port {port} VLAN profile removed',
  portVlanType: '{port} VLAN type {portType}',
  routingOn: 'IP routing on',
  routingOff: 'IP routing off: static routes and ARP cleared',
  arpCleared: 'ARP table cleared ({count} entries)',
  hguWanAdded: '{onu} WAN {name} added',
  hguWanRemoved: '{onu} WAN {name} removed',
  hguWanCleared: '{onu} WAN connections cleared',
  hguWlanCleared: '{onu} WLAN {band} cleared',
  hguWlanSet: '{onu} WLAN {band} set to {ssid}',
  vlanCreated: 'VLAN {vlans} created',
  vlanDeleted: 'VLAN {vlans} deleted',
  vlanMembersSet: 'VLAN {vlans} members set',
  vlanRenamed: 'VLAN {vlan} renamed',
  vlanDescChanged: 'VLAN {vlan} description changed',
  vlanDefaultOf: 'VLAN {vlan} is the default VLAN of ports {ports}',
  portDefaultVlanChanged: '{port} default VLAN settings changed',
  portJoinedVlans: '{port} joined VLANs',
  portLeftVlans: '{port} left VLANs',
  vlanTranslationSet: '{port} translates VLAN {from} to {to}',
  vlanTranslationDeleted: 'translation of VLAN {vlan} on port {port} deleted',
  qinqSet: 'QinQ entry on port {port} set',
  qinqDeleted: 'QinQ entry on port {port} deleted',
  staticRouteAdded: 'static route {route} via {gateway} added',
  staticRouteDeleted: 'static route {route} via {gateway} deleted',
  onuPortVlanMode: '{onu} port {port}: VLAN mode {onuVlanMode}',
  onuPortVlanEntryAdded: '{onu} port {port}: VLAN entry added',
  onuPortVlanEntryRemoved: '{onu} port {port}: VLAN entry removed',
  onuMcMode: '{onu} multicast mode {mcMode}',
  onuMcFastLeave: '{onu} fast leave {fastLeave}',
  onuMcGroupsMax: '{onu} port {port} most multicast groups {max}',
  onuMcTagMode: '{onu} port {port} multicast tag mode {mcTagMode}',
  onuMcTranslationRemoved: '{onu} port {port} multicast translation {svlan} removed',
  onuMcVlanAdded: '{onu} port {port} multicast VLAN {vlan} added',
  onuMcVlanRemoved: '{onu} port {port} multicast VLAN {vlan} removed',
  onuMcVlansCleared: '{onu} port {port} multicast VLANs cleared',
  splitterAdded: '{pon} splitter {splitter} added',
  splitterChanged: '{pon} splitter {splitter} changed',
  splitterDeleted: '{pon} splitter {splitter} deleted',
  splitterServes: '{pon} splitter {splitter} serves {count} ONUs',
  servicePortsSet: 'service ports set: http {http}, https {https}, telnet {telnet}',
  support5620On: '5620 support on (after a reboot)',
  support5620Off: '5620 support off (after a reboot)',
  frpcServerSet: 'FRPC server set to {server}',
  trapServerSet: 'SNMP trap server set to {server}',
  syslogServerSet: 'syslog server set to {server}',
  syslogServerRemoved: 'syslog server removed',
  snmpCommunitiesSet: 'SNMP communities set',
  sshKeyAdded: 'SSH key {name} added',
  sshKeyDeleted: 'SSH key {name} deleted',
  onuAlarmsCleared: '{onu} alarm list cleared',
  onuPortMonitorOn: '{onu} port {port} monitoring on, {seconds} s',
  onuPortMonitorOff: '{onu} port {port} monitoring off, {seconds} s',
  onuPortCountersCleared: '{onu} port {port} counters cleared',
  igmpMode: 'IGMP mode {igmpMode}',
  igmpSettings: 'IGMP settings changed (flags {flags})',
  igmpStaticSet: 'static multicast {ip} VLAN {vlan} port {port}',
  igmpStaticDeleted: 'static multicast {ip} VLAN {vlan} deleted',
  igmpStaticAllDeleted: 'every static multicast group deleted',
  igmpDynamicDeleted: 'dynamic multicast {ip} VLAN {vlan} deleted',
  igmpDynamicAllDeleted: 'every dynamic multicast group deleted',
  mvlanCreated: 'multicast VLAN {vlan} created',
  mvlanDeleted: 'multicast VLAN {vlan} deleted',
  mvlanDescSet: 'multicast VLAN {vlan} description set',
  mvlanUnknownPolicy: 'multicast VLAN {vlan} unknown policy {unknownPolicy}',
  mvlanProgramSet: 'multicast VLAN {vlan} program {start}–{end} set',
  loidAdded: '{pon} LOID {loids} added',
  loidsAdded: '{pon} LOIDs {loids} added',
  loidRemoved: '{pon} LOID {loids} removed',
  loidsRemoved: '{pon} LOIDs {loids} removed',
  hostNameSet: 'host name set to {name}',
  taskAdded: 'timed task {id} "{name}" added',
  taskChanged: 'timed task {id} "{name}" changed',
  taskDeleted: 'timed task {id} "{name}" deleted',
  taskSaved: 'timed task {id} "{name}": saved',
  taskRebooting: 'timed task {id} "{name}": rebooting',
  taskOnusRestarted: 'timed task {id} "{name}": onus_restarted {count}',
  taskBackupWritten: 'timed task {id} "{name}": backup_written {path}',
  taskFailed: 'timed task {id} "{name}": failed {refusal}',
  upgradeTypeAdded: 'upgrade type {name} added',
  upgradeTypeDeleted: 'upgrade type {name} deleted',
  upgradeTypeBound: '{onus} bound to upgrade type {type}',
  onuImageUploaded: 'ONU image {model} {version} ({bytes} bytes) uploaded',
  onuUpgradeRequested: 'upgrade to {version} requested for {count} ONU(s) of {pon}',
  aaaRadius: 'AAA: RADIUS {server}, fallback {fallback}',
  aaaLocal: 'AAA: local authentication',
  aclTimePeriodAdded: 'time range {name}: period added',
  // a period's text would also fit the whole range's
  aclTimePeriodDeleted: 'time range {name}: period {day} {time} deleted',
  aclTimeRangeDeleted: 'time range {name} deleted',
  aclCreated: 'ACL {acl} created',
  aclsDeleted: 'ACLs {from}-{to} deleted ({count})',
  aclRuleChanged: 'ACL {acl} rule {rule} changed',
  aclRuleAdded: 'ACL {acl} rule {rule} added',
  aclRuleDeleted: 'ACL {acl} rule {rule} deleted',
  aclRulesOrdered: 'ACL {acl} rules ordered {order}',
  onuSla: '{onu} upstream {slaType}: fix {fix}, assure {assure}, max {max} kbps',
  qosPriorityMap: 'QoS priority map {map}',
  qosSchedulerSp: 'QoS scheduler strict priority',
  qosSchedulerWrr: 'QoS scheduler WRR {weights}',
  portGroupIsolation: 'port group mode isolation',
  portGroupInterworking: 'port group mode inter-working',
  ponPortsIsolated: 'PON ports {ports} isolated',
  ponPortsReleased: 'PON ports {ports} released',
  uplinkPortsIsolated: 'uplink ports {ports} isolated',
  uplinkPortsReleased: 'uplink ports {ports} released',
  portMapping: '{port} may send to ports {ports}',
  portMappingDefault: 'port mapping back to default',
  oobIpv6Added: 'out-of-band interface: IPv6 {ipv6} added',
  oobIpv6Deleted: 'out-of-band interface: IPv6 {ipv6} deleted',
  oobAddressSet: 'out-of-band interface address set to {address}',
  oobOn: 'out-of-band interface turned on',
  oobOff: 'out-of-band interface turned off',
  // a VLAN interface's IPv6 texts would also fit its own added/deleted texts
  vlanifIpv6Added: 'vlanif-{vlan}: IPv6 {ipv6} added',
  vlanifIpv6Deleted: 'vlanif-{vlan}: IPv6 {ipv6} deleted',
  vlanifAdded: 'vlanif-{vlan} added',
  vlanifDeleted: 'vlanif-{vlan} deleted',
  vlanifAddressSet: 'vlanif-{vlan} address set to {address}',
  telnetAllowedOutbound: 'telnet allowed on outbound',
  telnetRefusedOutbound: 'telnet refused on outbound',
  telnetAllowed: 'telnet allowed on vlanif-{vlan}',
  telnetRefused: 'telnet refused on vlanif-{vlan}',
  dnsServersSet: 'DNS servers set',
  ipv6DefaultRouteSet: 'IPv6 default route via {gateway}',
  ipv6DefaultRouteDeleted: 'IPv6 default route deleted',
  defaultRouteSet: 'default route via {gateway}',
  defaultRouteDeleted: 'default route deleted',
  accessRuleAdded: 'management access list: added {name}',
  accessRuleDeleted: 'management access list: deleted {name}',
  // a rule's texts would also fit its whole ACL's
  filterRuleBound: 'packet filter: ACL {acl} rule {rule} bound inbound to {ports}',
  filterAclBound: 'packet filter: ACL {acl} bound inbound to {ports}',
  filterRuleOff: 'packet filter: ACL {acl} rule {rule} taken off {ports}',
  filterAclOff: 'packet filter: ACL {acl} taken off {ports}',
  lacpPortChanged: '{port} LACP settings changed',
  onuPortChanged: '{onu} port {port} settings changed',
  portSettingsChanged: '{port} settings changed',
  // the device log's own lines (LOG-X3)
  dhcpLease: 'DHCP lease {ip} to {mac} behind {onu}',
  dhcpv6Lease: 'DHCPv6 lease {address} to {mac} behind {onu}',
  dhcpv6Prefix: 'DHCPv6 prefix {address} delegated to {mac} behind {onu}',
  dhcpv6Expired: 'DHCPv6 binding {address} of {mac} behind {onu} expired',
  dhcpv6Released: 'DHCPv6 bindings of {mac} behind {onu} released: offline for {minutes} min',
  operatorDone: '{user} ({address}) {request}: done',
  operatorRefused: '{user} ({address}) {request}: refused: {why}',
  logLevelSet: 'log level of {module} set to {level}',
} as const;

/** Why a PON does not admit an ONU (server/src/device/pon/admission.ts): the `{why}` of onuWaiting and its kin. */
export const ADMISSION_WORDS = {
  macNotAuthorised: 'its MAC is not authorised',
  neitherAuthorised: 'neither its MAC nor its LOID is authorised',
  loidNotListed: 'LOID {loid} is not in the LOID list',
  loidPassword: 'the password of LOID {loid} does not match',
} as const;

/** Refusal messages (the envelope's `message` after `error: `), the ones an operator meets most. */
export const REFUSAL_WORDS = {
  permissionDenied: 'permission denied: {who} may not {verb} {area}',
  invalidParam: 'invalid param.{field}: {why}',
  vlanExists: 'VLAN {vlan} already exists',
  vlansExist: 'VLANs {first}-{last} already exist',
  vlanMissing: 'VLAN {vlan} does not exist',
  vlanMissingCreate: 'VLAN {vlan} does not exist: create it first',
  onuExists: 'ONU {onu} already exists',
  onuMissing: 'ONU {onu} does not exist',
  onuNotOnline: '{onu} is not online ({status}): it cannot be configured now',
  onuCannotRestart: '{onu} is not online: an offline ONU cannot be restarted',
  onuCannotAuthorise: '{onu} is offline: an ONU can be authorised only while online',
  onuCannotTxOff: '{onu} is offline: its transmitter cannot be switched off',
  onuCannotDeregister: '{onu} is offline: there is nothing to deregister',
  onuNoOptics: '{onu} is offline: no optical reading',
  portMissing: 'port {port} does not exist',
  notPonPort: 'port {port} is not a PON port',
  mirrorType: 'mirror type must be 1, 2 or 3',
  mirrorToUplink: 'the mirror destination must be a GE or XGE port, not {port}',
  mirrorToItself: '{port} cannot be mirrored to itself',
  mirrorDestinationIsSource: '{port} is a mirror source and cannot be a destination too',
  mirrorSourceIsDestination: '{port} is the mirror destination of {source} and cannot be a source too',
  mirrorNotSet: '{port} is not mirrored',
  userExists: 'user {user} already exists',
  userMissing: 'no user named {user}',
  ruleExists: 'a rule named {name} already exists',
  configNotOurs: 'this is not a configuration file of this device (its first line differs)',
  configChecksum: 'the checksum does not match: the file was changed or cut short',
  configModel: 'the file was made on a {other}, this device is a {model}',
  configMalformed: 'the configuration is malformed at {where}: {why}',
  imageShort: 'file header: the file is shorter than an image header',
  imageNotOurs: 'file header: this is not an image of this device',
  imageUnknownKind: 'file header: unknown image kind "{found}"',
  imageWrongKind: 'file header: a {imageKind} image cannot be used for a {upgradeKind} upgrade',
  imageModel: 'file header: the image is for {other}, this device is a {model}',
  imageVersion: 'file header: the version is not 1–16 printable characters',
  imageLength: 'file header: the image holds {held} bytes, its header says {length}',
  imageChecksum: 'file header: the checksum does not match the image',
  upgradeBusy: 'busy: another upgrade is running',
  licenceForever: 'the licence is forever: no key is needed',
  licenceNotOurs: 'the licence key is not for this device',
  licenceUsed: 'this licence key has been used already',
  clockOnNtp: 'the clock follows NTP: switch to manual setting first',
} as const;

/** How a refusal names a permission area (permissionDenied's `{area}`). */
export const AREA_WORDS: Readonly<Record<PermissionArea, string>> = {
  session: 'its own session',
  onu: 'ONUs',
  pon: 'PON ports',
  switch: 'the switch',
  system: 'the system',
  access: 'management access',
  accounts: 'user accounts',
  audit: 'the audit trail',
  vendor: 'the vendor settings',
};

/** How ONU-19 names the authorisation mode of the ONU's PON (`auth_mode`), by the mode's number (PON-02). */
export const AUTH_MODE_NAMES = ['mac', 'loid', 'loid+password', 'hybrid'] as const;

/**
 * How the device's texts word an enumerated setting, by its wire number, for the ALARM_WORDS field of the same name:
 * the family's CLI words, as `show running-config` writes them, so a script reads `IGMP mode snooping` rather than a
 * number it must look up. The numbers are the protocol's value maps (`IGMP_MODES`, `PSC`, …), which core may not
 * import; a console test holds the two together. Lines logged before the device wrote words carry the number, which
 * `settingValue` reads too.
 */
export const SETTING_WORDS = {
  /** PON-04 `rogue_mode` */
  rogueMode: { 0: 'off', 1: 'auto', 2: 'manual' },
  /** PON-06 `lb_onu_mode` */
  loopOnuAction: { 0: 'ignore', 1: 'deny-list' },
  /** IGMP-02 `mode` */
  igmpMode: { 0: 'disabled', 1: 'snooping', 2: 'proxy' },
  /** IGMP-16 `mc_unknown_policy` */
  unknownPolicy: { 0: 'transparent', 1: 'discard' },
  /** LAG-04 `psc`: what the load-balancing hash reads */
  psc: { 1: 'src-mac', 2: 'dst-mac', 3: 'src-dst-mac', 4: 'src-ip', 5: 'dst-ip', 6: 'src-dst-ip' },
  /** MIR-02 `type` */
  mirrorType: { 1: 'ingress', 2: 'egress', 3: 'both' },
  /** VLAN-12 `port_type` */
  portType: { 1: 'access', 2: 'trunk', 3: 'hybrid' },
  /** ONU-36 `mode` of an ONU port's VLAN */
  onuVlanMode: { 0: 'transparent', 1: 'tag', 2: 'translate', 3: 'aggregation', 4: 'trunk' },
  /** ONU-42 `mc_mode` */
  mcMode: { 0: 'igmp-snooping', 1: 'ctc' },
  /** ONU-43 `fast_leave` */
  fastLeave: { 1: 'disabled', 2: 'enabled' },
  /** ONU-46 `tag_mode` */
  mcTagMode: { 0: 'tag', 1: 'untag', 2: 'translate' },
  /** AAA `radius_fallback`: when a RADIUS sign-in may fall back to the local accounts */
  fallback: { 0: 'never', 1: 'unreachable', 2: 'rejected' },
} as const;
export type SettingField = keyof typeof SETTING_WORDS;
/** The words one setting field may carry. */
export type SettingWord<F extends SettingField> = Extract<
  (typeof SETTING_WORDS)[F][keyof (typeof SETTING_WORDS)[F]],
  string
>;

/** A setting's word for the device's texts; a number the family has no word for stays a number. */
export function settingWord(field: SettingField, value: number): string {
  const words: Readonly<Record<number, string>> = SETTING_WORDS[field];
  return words[value] ?? String(value);
}

/** The word a text carries in a setting field, also from an older line that carried the number; null for another. */
export function settingValue<F extends SettingField>(field: F, text: string | undefined): SettingWord<F> | null {
  const words: Readonly<Record<string, string>> = SETTING_WORDS[field];
  const word = /^\d+$/.test(text ?? '') ? words[text ?? ''] : Object.values(words).find((w) => w === text);
  return (word ?? null) as SettingWord<F> | null;
}

export type WordArgs = Readonly<Record<string, string | number>>;

/** A template with its fields filled in: how the server writes the text. */
export function wordsText(template: string, args: WordArgs): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

const compiled = new Map<string, RegExp>();
function patternOf(template: string): RegExp {
  let pattern = compiled.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const field = /^\{(\w+)\}$/.exec(part);
        return field ? `(?<${field[1]}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    pattern = new RegExp(`^${source}$`, 's');
    compiled.set(template, pattern);
  }
  return pattern;
}

/** Which template of the catalogue a text was written from, and its fields; null for a text it does not know. */
export function recogniseWords<K extends string>(
  catalogue: Readonly<Record<K, string>>,
  text: string,
): { key: K; args: Record<string, string> } | null {
  for (const key of Object.keys(catalogue) as K[]) {
    const match = patternOf(catalogue[key]).exec(text);
    if (match) return { key, args: { ...match.groups } };
  }
  return null;
}

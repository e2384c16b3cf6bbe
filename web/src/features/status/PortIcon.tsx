/** Which front-panel connector a port has: a PON's SC socket, an SFP cage, or an RJ45 socket. */
export type PortIconKind = 'pon' | 'fiber' | 'copper';

/** A small drawing of the port's connector, in the colour of its state (the original used one picture per state). */
export function PortIcon({ kind, color, size = 28 }: { kind: PortIconKind; color: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" style={{ flex: 'none' }}>
      <rect x="2" y="4" width="24" height="20" rx="3" fill={color} opacity="0.14" />
      <rect x="2" y="4" width="24" height="20" rx="3" fill="none" stroke={color} strokeWidth="1.6" />
      {kind === 'pon' && (
        <>
          <rect x="9" y="9" width="10" height="10" rx="2" fill="none" stroke={color} strokeWidth="1.6" />
          <circle cx="14" cy="14" r="2" fill={color} />
        </>
      )}
      {kind === 'fiber' && (
        <>
          <circle cx="10" cy="14" r="3" fill="none" stroke={color} strokeWidth="1.6" />
          <circle cx="18" cy="14" r="3" fill="none" stroke={color} strokeWidth="1.6" />
          <circle cx="10" cy="14" r="1" fill={color} />
          <circle cx="18" cy="14" r="1" fill={color} />
        </>
      )}
      {kind === 'copper' && (
        <path d="M7 9h14v8h-3v3h-8v-3H7z" fill="none" stroke={color} strokeWidth="1.6" strokeLinejoin="round" />
      )}
    </svg>
  );
}

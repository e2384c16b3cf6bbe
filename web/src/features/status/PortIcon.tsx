/** Which front-panel connector a port has: a PON's SC socket, an SFP cage, or an RJ45 socket. */
type PortIconKind = 'pon' | 'fiber' | 'copper';

/**
 * A small drawing of the port's connector, in the colour of its state (the original used one picture per state). The
 * colour may be a CSS variable: it is drawn as `currentColor`.
 */
export function PortIcon({ kind, color, size = 28 }: { kind: PortIconKind; color: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" style={{ flex: 'none', color }}>
      <rect x="2" y="4" width="24" height="20" rx="3" fill="currentColor" opacity="0.14" />
      <rect x="2" y="4" width="24" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {kind === 'pon' && (
        <>
          <rect x="9" y="9" width="10" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="14" cy="14" r="2" fill="currentColor" />
        </>
      )}
      {kind === 'fiber' && (
        <>
          <circle cx="10" cy="14" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="18" cy="14" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="10" cy="14" r="1" fill="currentColor" />
          <circle cx="18" cy="14" r="1" fill="currentColor" />
        </>
      )}
      {kind === 'copper' && (
        <path d="M7 9h14v8h-3v3h-8v-3H7z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      )}
    </svg>
  );
}

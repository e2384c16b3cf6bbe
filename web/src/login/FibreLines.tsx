const BRANCH_ENDS_Y = [56, 98, 140, 182, 224, 266];

/**
 * A PON drawn as thin light: one trunk fibre from the OLT into a splitter, fanning out to the ONUs. Still: animated
 * strokes would repaint the card every frame while the operator types and the console loads behind it.
 * Decoration only, hidden from assistive technology.
 */
export function FibreLines({ className }: { className?: string }) {
  const branches = BRANCH_ENDS_Y.map((y) => `M150 160 C 230 160, 250 ${y}, 392 ${y}`);
  return (
    <svg
      className={className}
      viewBox="0 0 400 320"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <g className="login-fibre__lines">
        <path d="M0 160 H150" />
        {branches.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <circle className="login-fibre__splitter" cx="150" cy="160" r="4" />
      {BRANCH_ENDS_Y.map((y) => (
        <circle key={y} className="login-fibre__onu" cx="392" cy={y} r="3" />
      ))}
    </svg>
  );
}

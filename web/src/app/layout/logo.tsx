/** The wordmark: a record-like ring and the name set big and tight. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#facc15" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#0b0b0c" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#0b0b0c" />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="font-display text-2xl font-black uppercase leading-none tracking-tighter text-white">
        The Cypher
      </span>
    </span>
  );
}

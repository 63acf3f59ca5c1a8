/** The Levada mark (a channel of water curving along a hillside) with the word mark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`logo${inverted ? ' logo--inverted' : ''}`}>
      <svg
        className="logo__mark"
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#0B5C6B'} />
        <path
          d="M5 21c4-1 5.5-6 10-6s5.5 3.5 12-1"
          fill="none"
          stroke={inverted ? '#0B5C6B' : '#fff'}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M5 25.5c4-1 5.5-4 10-4s6 2 12-1"
          fill="none"
          stroke={inverted ? '#2F6B3A' : '#9fd3c7'}
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path
          d="M20 11c0-3 2-5.5 5.5-6-.2 3.5-2.4 5.7-5.5 6Z"
          fill={inverted ? '#2F6B3A' : '#9fd3c7'}
        />
      </svg>
      <span className="logo__text">Levada</span>
    </span>
  );
}

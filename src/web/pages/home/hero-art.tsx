/** A drawn Madeiran coast (sky, laurel-green ridges, sea and a cliff with terracotta roofs) behind the hero text. */
export function HeroArt() {
  return (
    <svg
      className="hero__art"
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d4f5c" />
          <stop offset="0.55" stopColor="#3d8a93" />
          <stop offset="1" stopColor="#f2c48d" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f6f7c" />
          <stop offset="1" stopColor="#08434e" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.72" cy="0.62" r="0.35">
          <stop offset="0" stopColor="#ffe2b0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffe2b0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#hero-sky)" />
      <rect width="1440" height="560" fill="url(#hero-sun)" />
      <path
        d="M0 330 C160 250 300 270 420 230 S690 150 820 210 1060 250 1180 200 1360 190 1440 220 V400 H0Z"
        fill="#4f7f6a"
        opacity="0.55"
      />
      <path
        d="M0 360 C140 300 280 330 400 290 S620 240 760 290 980 330 1120 280 1340 300 1440 280 V420 H0Z"
        fill="#2f6b3a"
        opacity="0.8"
      />
      <rect y="392" width="1440" height="168" fill="url(#hero-sea)" />
      <path d="M0 410 H1440" stroke="#9fd3c7" strokeOpacity="0.35" strokeWidth="2" />
      <path
        d="M120 460 h90 M340 500 h140 M720 450 h80 M980 520 h120 M1200 470 h90"
        stroke="#9fd3c7"
        strokeOpacity="0.25"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M1040 560 C1060 470 1100 400 1160 350 C1220 300 1300 290 1440 300 V560Z"
        fill="#1d4a2c"
      />
      <path
        d="M1160 350 C1220 300 1300 290 1440 300 V330 C1320 322 1240 330 1190 360Z"
        fill="#3d7a45"
      />
      <g fill="#b5451f">
        <path d="M1250 318 l14 -10 14 10 v12 h-28Z" />
        <path d="M1290 312 l12 -9 12 9 v11 h-24Z" />
        <path d="M1330 310 l14 -10 14 10 v12 h-28Z" />
      </g>
      <g fill="#f5efe6">
        <rect x="1252" y="322" width="24" height="10" />
        <rect x="1292" y="315" width="20" height="10" />
        <rect x="1332" y="314" width="24" height="10" />
      </g>
    </svg>
  );
}

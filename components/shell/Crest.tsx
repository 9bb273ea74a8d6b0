// The school's crest, drawn as a small inline SVG (sample artwork: the school replaces it with its own).
interface CrestProps {
  size?: number
  className?: string
}

export function Crest({ size = 56, className }: CrestProps) {
  return (
    <svg className={className} width={size} height={Math.round(size * 1.15)} viewBox="0 0 100 115" aria-hidden="true" focusable="false">
      <path d="M50 3 L94 15 V52 C94 82 74 102 50 112 C26 102 6 82 6 52 V15 Z" fill="#1b2f5c" stroke="#c9a227" strokeWidth="5" />
      <path d="M50 14 L84 23 V52 C84 75 69 91 50 99 C31 91 16 75 16 52 V23 Z" fill="none" stroke="#c9a227" strokeWidth="1.5" opacity=".7" />
      <rect x="46" y="22" width="8" height="34" rx="1" fill="#f4e3a1" />
      <rect x="35" y="31" width="30" height="8" rx="1" fill="#f4e3a1" />
      <path d="M26 66 Q38 60 50 66 Q62 60 74 66 V84 Q62 78 50 84 Q38 78 26 84 Z" fill="#fffaf0" stroke="#c9a227" strokeWidth="2" />
      <path d="M50 66 V84" stroke="#c9a227" strokeWidth="2" />
    </svg>
  )
}

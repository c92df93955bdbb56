import type { ReactNode } from 'react';

// Each avatar drawn on a 48 x 48 grid with a dark outline, so it reads on the avatar's light circle. Drawn here
// rather than with the system's emoji: a device without a colour-emoji font showed empty boxes.

const INK = '#1f2937';

const eye = (cx: number, cy: number, r = 2.2) => <circle cx={cx} cy={cy} r={r} fill={INK} stroke="none" />;

const fox = (
  <>
    <path d="M6 8 L17 15 H31 L42 8 L39 26 C36 36 30 42 24 42 C18 42 12 36 9 26 Z" fill="#ef6c00" />
    <path d="M10 12 L15 16 L11.5 20 Z M38 12 L33 16 L36.5 20 Z" fill="#5d4037" />
    <path
      d="M10.5 27 C15 30 20 31 24 37 C28 31 33 30 37.5 27 C35 36 30 42 24 42 C18 42 13 36 10.5 27 Z"
      fill="#fff"
    />
    {eye(17, 24)}
    {eye(31, 24)}
    <path d="M21.5 37 H26.5 L24 40 Z" fill={INK} />
  </>
);

const owl = (
  <>
    <path
      d="M10 14 L13 5 L19 11 H29 L35 5 L38 14 V32 C38 40 32 44 24 44 C16 44 10 40 10 32 Z"
      fill="#8d6e63"
    />
    <ellipse cx="24" cy="35" rx="8" ry="7" fill="#d7ccc8" />
    <circle cx="18" cy="20" r="6" fill="#fff" />
    <circle cx="30" cy="20" r="6" fill="#fff" />
    {eye(18, 20, 2.6)}
    {eye(30, 20, 2.6)}
    <path d="M21.5 25 H26.5 L24 29.5 Z" fill="#ffa000" />
  </>
);

const cat = (
  <>
    <path d="M9 6 L19 14 Q24 13 29 14 L39 6 L40 24 C41 35 33 42 24 42 C15 42 7 35 8 24 Z" fill="#b0bec5" />
    <ellipse cx="18" cy="25" rx="2" ry="3" fill={INK} stroke="none" />
    <ellipse cx="30" cy="25" rx="2" ry="3" fill={INK} stroke="none" />
    <path d="M22 31 H26 L24 33.5 Z" fill="#e57373" />
    <path
      d="M24 33.5 Q22.5 36 20.5 35 M24 33.5 Q25.5 36 27.5 35 M4 29 L15 31 M4 34 L15 33 M44 29 L33 31 M44 34 L33 33"
      fill="none"
    />
  </>
);

const panda = (
  <>
    <circle cx="12" cy="12" r="6" fill={INK} />
    <circle cx="36" cy="12" r="6" fill={INK} />
    <circle cx="24" cy="26" r="17" fill="#fff" />
    <ellipse cx="17" cy="25" rx="4.5" ry="6" transform="rotate(25 17 25)" fill={INK} />
    <ellipse cx="31" cy="25" rx="4.5" ry="6" transform="rotate(-25 31 25)" fill={INK} />
    <circle cx="17.5" cy="24" r="1.6" fill="#fff" stroke="none" />
    <circle cx="30.5" cy="24" r="1.6" fill="#fff" stroke="none" />
    <ellipse cx="24" cy="32" rx="2.6" ry="1.8" fill={INK} />
    <path d="M24 34 Q22.5 37 20.5 36 M24 34 Q25.5 37 27.5 36" fill="none" />
  </>
);

const turtle = (
  <>
    <path d="M4 31 L1 34 L7 34 Z" fill="#81c784" />
    <circle cx="39" cy="25" r="5.5" fill="#81c784" />
    {eye(40.5, 23.5, 1.3)}
    <ellipse cx="13" cy="35" rx="4" ry="3.5" fill="#81c784" />
    <ellipse cx="30" cy="35" rx="4" ry="3.5" fill="#81c784" />
    <path d="M4 33 C4 19 13 12 21.5 12 C30 12 39 19 39 33 Z" fill="#388e3c" />
    <path
      d="M21.5 16 L28 21 L26 28 H17 L15 21 Z M21.5 12 V16 M15 21 L7.5 24 M28 21 L35.5 24 M17 28 L14 33 M26 28 L29 33"
      fill="none"
      stroke="#c8e6c9"
    />
  </>
);

const robot = (
  <>
    <path d="M24 5 V10" fill="none" />
    <circle cx="24" cy="4.5" r="2.5" fill="#e53935" />
    <rect x="3.5" y="19" width="5" height="10" rx="1.5" fill="#78909c" />
    <rect x="39.5" y="19" width="5" height="10" rx="1.5" fill="#78909c" />
    <rect x="8" y="10" width="32" height="28" rx="6" fill="#b0bec5" />
    <circle cx="18" cy="21" r="4.5" fill="#fff" />
    <circle cx="30" cy="21" r="4.5" fill="#fff" />
    <circle cx="18" cy="21" r="2" fill="#1565c0" stroke="none" />
    <circle cx="30" cy="21" r="2" fill="#1565c0" stroke="none" />
    <rect x="15" y="29" width="18" height="5" rx="1.5" fill="#fff" />
    <path d="M21 29 V34 M27 29 V34" fill="none" />
  </>
);

const rocket = (
  <>
    <path d="M19 38 Q24 48 29 38 Z" fill="#ffa000" />
    <path d="M16.5 27 L9 39 L17 36.5 Z M31.5 27 L39 39 L31 36.5 Z" fill="#e53935" />
    <path d="M24 2.5 C31 8.5 33 18 32 30 L31 38 H17 L16 30 C15 18 17 8.5 24 2.5 Z" fill="#eceff1" />
    <path d="M24 2.5 C27.5 5.5 29.5 9 30.7 12.5 H17.3 C18.5 9 20.5 5.5 24 2.5 Z" fill="#e53935" />
    <circle cx="24" cy="21" r="4.5" fill="#64b5f6" />
  </>
);

const dragon = (
  <>
    <path d="M11 21 L2 16 L5 24 L1 29 L11 30 Z M37 21 L46 16 L43 24 L47 29 L37 30 Z" fill="#fdd835" />
    <path d="M14 13 L9 2.5 L20 10 Z M34 13 L39 2.5 L28 10 Z" fill="#fdd835" />
    <path d="M19 10 L21.5 4 L24 9 L26.5 4 L29 10 Z" fill="#2e7d32" />
    <path
      d="M10 20 C10 12 17 9 24 9 C31 9 38 12 38 20 V28 C38 37 32 42 24 42 C16 42 10 37 10 28 Z"
      fill="#43a047"
    />
    <ellipse cx="24" cy="33" rx="9" ry="7" fill="#a5d6a7" />
    <path
      d="M20 30 L22 31.5 M28 30 L26 31.5 M18.5 36 Q24 39.5 29.5 36 M13.5 16.5 L20.5 19 M34.5 16.5 L27.5 19"
      fill="none"
    />
    <path d="M20.5 37.2 L21.6 39.6 L22.8 38 Z M27.5 37.2 L26.4 39.6 L25.2 38 Z" fill="#fff" strokeWidth={1} />
    <circle cx="17" cy="23" r="3.3" fill="#fff176" />
    <circle cx="31" cy="23" r="3.3" fill="#fff176" />
    <ellipse cx="17" cy="23" rx="0.9" ry="2.5" fill={INK} stroke="none" />
    <ellipse cx="31" cy="23" rx="0.9" ry="2.5" fill={INK} stroke="none" />
  </>
);

/** For an avatar this version does not know (one added later): a smiling face. */
const smile = (
  <>
    <circle cx="24" cy="24" r="18" fill="#ffd54f" />
    {eye(18, 20)}
    {eye(30, 20)}
    <path d="M16 28 Q24 36 32 28" fill="none" />
  </>
);

/** The pictures a child profile picks from: the contract's `childAvatars`. */
const drawings: Record<string, ReactNode> = { fox, owl, cat, panda, turtle, robot, rocket, dragon };

/** The avatar's drawing, outlined in one stroke; a smiling face for an avatar not drawn here. */
export function AvatarDrawing({ avatar }: { avatar: string }) {
  const known = Object.hasOwn(drawings, avatar);
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-avatar={known ? avatar : 'unknown'}>
      <g stroke={INK} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round">
        {known ? drawings[avatar] : smile}
      </g>
    </svg>
  );
}

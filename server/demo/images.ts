// Demo catalogue images, drawn as SVG from their file name: `<type>-<palette>-<variant>.svg`
// (product photos), `logo-<n>.svg` (store logos), `banner-<n>.svg`, `cat-<type>.svg` (category
// icons). No network and no files: the same name always gives the same picture.

/** Product kinds the demo catalogue sells, each with its drawing. */
export const productTypes = [
  'tshirt',
  'dress',
  'jacket',
  'sneaker',
  'boot',
  'cap',
  'handbag',
  'backpack',
  'phone',
  'headphones',
  'smartwatch',
  'camera',
  'laptop',
  'mug',
  'pan',
  'lamp',
  'chair',
  'sofa',
  'bottle',
  'perfume',
  'lipstick',
  'ball',
  'tent',
  'teddy',
  'blocks',
  'watch',
  'ring',
  'necklace',
  'sunglasses',
] as const;
export type ProductType = (typeof productTypes)[number];

export const PALETTE_COUNT = 14;
export const VARIANT_COUNT = 3;
export const LOGO_COUNT = 40;
export const BANNER_COUNT = 6;

const mains = [
  '#e63946',
  '#f4a261',
  '#2a9d8f',
  '#264653',
  '#e9c46a',
  '#457b9d',
  '#8d5cf6',
  '#ef476f',
  '#06d6a0',
  '#118ab2',
  '#ff7f50',
  '#6d597a',
  '#3a86ff',
  '#fb5607',
];
const backgrounds: Array<[string, string]> = [
  ['#fdf0e6', '#f8dcc8'],
  ['#eef6fb', '#d3e8f5'],
  ['#f1f8f2', '#d6ecdb'],
  ['#f7f1fb', '#e3d5f1'],
  ['#fff8e1', '#ffe8a8'],
  ['#f6f6f6', '#e2e2e2'],
  ['#fdeef1', '#f7d0da'],
];
const DARK = '#2b2d42';
const GOLD = '#d4a437';

interface Colours {
  c: string;
  a: string;
  d: string;
}

/** Each drawing fits a 400 x 400 box with the floor near y = 320. */
const drawings: Record<ProductType, (k: Colours) => string> = {
  tshirt: ({ c, a, d }) =>
    `<path d="M130 90 L172 74 Q200 104 228 74 L270 90 L330 142 L296 182 L270 162 L270 318 L130 318 L130 162 L104 182 L70 142 Z" fill="${c}"/>
     <path d="M172 74 Q200 110 228 74" fill="none" stroke="${d}" stroke-width="6" opacity=".5"/>
     <rect x="130" y="200" width="140" height="18" fill="${a}" opacity=".9"/>
     <rect x="130" y="228" width="140" height="8" fill="${a}" opacity=".6"/>`,
  dress: ({ c, a }) =>
    `<path d="M168 78 L184 78 Q200 96 216 78 L232 78 L240 168 L306 318 L94 318 L160 168 Z" fill="${c}"/>
     <path d="M168 78 L170 56 M232 78 L230 56" stroke="${c}" stroke-width="6"/>
     <rect x="156" y="160" width="88" height="16" rx="4" fill="${a}"/>
     <path d="M130 280 Q200 300 270 280" fill="none" stroke="#fff" stroke-width="5" opacity=".5"/>`,
  jacket: ({ c, a, d }) =>
    `<path d="M136 84 L176 70 L200 112 L224 70 L264 84 L314 132 L322 302 L286 302 L280 172 L270 320 L130 320 L120 172 L114 302 L78 302 L86 132 Z" fill="${c}"/>
     <path d="M176 70 L200 150 L224 70" fill="${a}" opacity=".85"/>
     <line x1="200" y1="150" x2="200" y2="320" stroke="${d}" stroke-width="4"/>
     <rect x="145" y="240" width="40" height="28" rx="4" fill="${d}" opacity=".25"/>
     <rect x="215" y="240" width="40" height="28" rx="4" fill="${d}" opacity=".25"/>`,
  sneaker: ({ c, a, d }) =>
    `<path d="M80 272 L90 204 Q100 170 140 176 L182 186 Q202 150 242 160 L292 214 Q332 228 336 272 Z" fill="${c}"/>
     <path d="M68 272 L336 272 Q348 272 348 286 L348 294 Q348 306 334 306 L82 306 Q66 306 66 290 Z" fill="#fafafa" stroke="${d}" stroke-width="3"/>
     <path d="M118 246 Q204 252 296 214" fill="none" stroke="${a}" stroke-width="13" stroke-linecap="round"/>
     <path d="M196 176 L214 196 M210 170 L228 190 M224 166 L242 186" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  boot: ({ c, a, d }) =>
    `<path d="M140 90 L232 90 L236 220 Q300 226 322 262 L326 298 L120 298 L126 220 Z" fill="${c}"/>
     <rect x="114" y="294" width="216" height="20" rx="6" fill="${d}"/>
     <rect x="134" y="86" width="104" height="26" rx="6" fill="${a}"/>
     <path d="M150 150 L220 150 M150 180 L220 180" stroke="${d}" stroke-width="4" opacity=".4"/>`,
  cap: ({ c, a, d }) =>
    `<path d="M110 232 Q110 112 200 112 Q290 112 290 232 Z" fill="${c}"/>
     <path d="M110 232 L344 232 Q356 252 322 258 L110 252 Z" fill="${a}"/>
     <circle cx="200" cy="112" r="9" fill="${d}"/>
     <path d="M200 114 L200 232" stroke="${d}" stroke-width="3" opacity=".3"/>`,
  handbag: ({ c, a, d }) =>
    `<path d="M146 172 Q146 92 200 92 Q254 92 254 172" fill="none" stroke="${d}" stroke-width="12"/>
     <path d="M88 172 L312 172 L292 322 L108 322 Z" fill="${c}"/>
     <path d="M88 172 L312 172 L302 218 L98 218 Z" fill="${a}"/>
     <rect x="188" y="208" width="24" height="22" rx="4" fill="${GOLD}"/>`,
  backpack: ({ c, a, d }) =>
    `<path d="M170 100 Q170 70 200 70 Q230 70 230 100" fill="none" stroke="${d}" stroke-width="10"/>
     <rect x="118" y="98" width="164" height="222" rx="44" fill="${c}"/>
     <rect x="144" y="206" width="112" height="88" rx="20" fill="${a}"/>
     <line x1="150" y1="232" x2="250" y2="232" stroke="${d}" stroke-width="4" opacity=".4"/>
     <rect x="150" y="130" width="100" height="12" rx="6" fill="${d}" opacity=".3"/>`,
  phone: ({ c, a, d }) =>
    `<rect x="138" y="58" width="124" height="264" rx="24" fill="${d}"/>
     <rect x="148" y="74" width="104" height="232" rx="12" fill="url(#g2)"/>
     <rect x="184" y="64" width="32" height="6" rx="3" fill="#555"/>
     <g fill="#fff" opacity=".75"><rect x="160" y="100" width="20" height="20" rx="5"/><rect x="190" y="100" width="20" height="20" rx="5"/><rect x="220" y="100" width="20" height="20" rx="5"/><rect x="160" y="132" width="20" height="20" rx="5"/><rect x="190" y="132" width="20" height="20" rx="5"/></g>
     <defs><linearGradient id="g2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>`,
  headphones: ({ c, a, d }) =>
    `<path d="M112 222 Q112 88 200 88 Q288 88 288 222" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/>
     <rect x="82" y="196" width="60" height="104" rx="26" fill="${c}"/>
     <rect x="258" y="196" width="60" height="104" rx="26" fill="${c}"/>
     <rect x="128" y="208" width="22" height="80" rx="10" fill="${d}"/>
     <rect x="250" y="208" width="22" height="80" rx="10" fill="${d}"/>
     <circle cx="112" cy="248" r="14" fill="${a}"/><circle cx="288" cy="248" r="14" fill="${a}"/>`,
  smartwatch: ({ c, a, d }) =>
    `<rect x="166" y="52" width="68" height="296" rx="22" fill="${c}"/>
     <rect x="136" y="126" width="128" height="148" rx="34" fill="${d}"/>
     <rect x="148" y="138" width="104" height="124" rx="24" fill="#111"/>
     <text x="200" y="200" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">10:09</text>
     <path d="M165 228 A40 12 0 0 0 235 228" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  camera: ({ c, a, d }) =>
    `<rect x="150" y="112" width="82" height="40" rx="8" fill="${d}"/>
     <rect x="88" y="138" width="224" height="152" rx="22" fill="${d}"/>
     <rect x="88" y="170" width="224" height="30" fill="${c}" opacity=".9"/>
     <circle cx="200" cy="218" r="58" fill="#1b1b1b" stroke="#ddd" stroke-width="5"/>
     <circle cx="200" cy="218" r="38" fill="${c}"/><circle cx="200" cy="218" r="18" fill="${a}"/>
     <circle cx="188" cy="206" r="8" fill="#fff" opacity=".6"/><rect x="270" y="150" width="24" height="12" rx="3" fill="#eee"/>`,
  laptop: ({ c, a, d }) =>
    `<rect x="96" y="86" width="208" height="150" rx="10" fill="${d}"/>
     <rect x="108" y="98" width="184" height="126" rx="4" fill="url(#g3)"/>
     <path d="M64 240 L336 240 L352 268 L48 268 Z" fill="${c}"/>
     <rect x="176" y="248" width="48" height="8" rx="3" fill="${d}" opacity=".4"/>
     <defs><linearGradient id="g3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>`,
  mug: ({ c, a }) =>
    `<path d="M250 172 Q312 172 312 216 Q312 262 250 262" fill="none" stroke="${c}" stroke-width="18"/>
     <rect x="128" y="140" width="126" height="160" rx="16" fill="${c}"/>
     <rect x="128" y="200" width="126" height="26" fill="${a}"/>
     <path d="M165 120 Q155 100 170 84 M195 120 Q185 100 200 84 M225 120 Q215 100 230 84" fill="none" stroke="#9aa" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  pan: ({ c, a, d }) =>
    `<rect x="244" y="206" width="120" height="22" rx="10" fill="${a}" transform="rotate(-12 244 216)"/>
     <circle cx="168" cy="222" r="98" fill="${d}"/>
     <circle cx="168" cy="222" r="82" fill="${c}"/>
     <circle cx="168" cy="222" r="60" fill="#000" opacity=".12"/>`,
  lamp: ({ c, a, d }) =>
    `<ellipse cx="200" cy="216" rx="110" ry="30" fill="${a}" opacity=".25"/>
     <path d="M140 88 L260 88 L302 192 L98 192 Z" fill="${c}"/>
     <rect x="194" y="192" width="12" height="110" fill="${d}"/>
     <ellipse cx="200" cy="306" rx="72" ry="14" fill="${d}"/>`,
  chair: ({ c, a, d }) =>
    `<rect x="130" y="78" width="140" height="128" rx="18" fill="${c}"/>
     <rect x="146" y="96" width="108" height="92" rx="12" fill="${a}" opacity=".5"/>
     <rect x="116" y="198" width="168" height="32" rx="10" fill="${c}"/>
     <path d="M134 230 L124 320 M266 230 L276 320 M166 230 L162 300 M234 230 L238 300" stroke="${d}" stroke-width="9" stroke-linecap="round"/>`,
  sofa: ({ c, a, d }) =>
    `<rect x="82" y="138" width="236" height="88" rx="22" fill="${a}"/>
     <rect x="62" y="196" width="276" height="84" rx="22" fill="${c}"/>
     <rect x="52" y="170" width="52" height="112" rx="22" fill="${c}"/><rect x="296" y="170" width="52" height="112" rx="22" fill="${c}"/>
     <line x1="200" y1="200" x2="200" y2="250" stroke="${d}" stroke-width="3" opacity=".3"/>
     <path d="M84 282 L84 306 M316 282 L316 306" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  bottle: ({ c, a, d }) =>
    `<rect x="174" y="78" width="52" height="58" rx="6" fill="${d}"/>
     <rect x="156" y="130" width="88" height="186" rx="20" fill="${c}"/>
     <rect x="168" y="190" width="64" height="76" rx="6" fill="#fff" opacity=".88"/>
     <rect x="178" y="206" width="44" height="8" rx="4" fill="${a}"/><rect x="178" y="222" width="30" height="6" rx="3" fill="#bbb"/>`,
  perfume: ({ c, a, d }) =>
    `<rect x="170" y="78" width="60" height="44" rx="8" fill="${d}"/>
     <rect x="184" y="118" width="32" height="30" fill="${GOLD}"/>
     <rect x="126" y="146" width="148" height="160" rx="26" fill="${c}" opacity=".85"/>
     <rect x="140" y="160" width="40" height="120" rx="14" fill="#fff" opacity=".3"/>
     <rect x="168" y="216" width="64" height="36" rx="4" fill="${a}"/>`,
  lipstick: ({ c, d }) =>
    `<path d="M178 166 L178 98 L222 76 L222 166 Z" fill="${c}"/>
     <rect x="170" y="160" width="60" height="48" rx="4" fill="${GOLD}"/>
     <rect x="164" y="204" width="72" height="112" rx="8" fill="${d}"/>
     <rect x="176" y="218" width="10" height="84" rx="5" fill="#fff" opacity=".2"/>`,
  ball: ({ c, a, d }) =>
    `<circle cx="200" cy="206" r="108" fill="${c}"/>
     <path d="M92 206 L308 206 M200 98 L200 314" stroke="${d}" stroke-width="5"/>
     <path d="M130 124 Q180 206 130 288 M270 124 Q220 206 270 288" fill="none" stroke="${d}" stroke-width="5"/>
     <circle cx="160" cy="160" r="22" fill="${a}" opacity=".35"/>`,
  tent: ({ c, a, d }) =>
    `<path d="M200 82 L344 304 L56 304 Z" fill="${c}"/>
     <path d="M200 82 L272 304 L200 304 Z" fill="#000" opacity=".12"/>
     <path d="M200 160 L250 304 L150 304 Z" fill="${a}"/>
     <line x1="40" y1="306" x2="360" y2="306" stroke="${d}" stroke-width="5" stroke-linecap="round"/>`,
  teddy: ({ c, a, d }) =>
    `<circle cx="146" cy="96" r="30" fill="${c}"/><circle cx="254" cy="96" r="30" fill="${c}"/>
     <ellipse cx="200" cy="252" rx="92" ry="72" fill="${c}"/>
     <circle cx="200" cy="142" r="72" fill="${c}"/>
     <ellipse cx="200" cy="166" rx="32" ry="24" fill="#f3e3cf"/>
     <circle cx="176" cy="130" r="8" fill="${d}"/><circle cx="224" cy="130" r="8" fill="${d}"/>
     <ellipse cx="200" cy="158" rx="10" ry="7" fill="${d}"/>
     <path d="M160 212 L200 226 L240 212 L240 236 L200 226 L160 236 Z" fill="${a}"/>`,
  blocks: ({ c, a, d }) =>
    `<rect x="96" y="232" width="208" height="80" rx="6" fill="${c}"/>
     <rect x="136" y="158" width="130" height="78" rx="6" fill="${a}"/>
     <rect x="170" y="92" width="70" height="70" rx="6" fill="${d}"/>
     <g fill="#fff" opacity=".35"><rect x="118" y="220" width="28" height="14" rx="4"/><rect x="186" y="220" width="28" height="14" rx="4"/><rect x="254" y="220" width="28" height="14" rx="4"/><rect x="160" y="146" width="28" height="14" rx="4"/><rect x="216" y="146" width="28" height="14" rx="4"/></g>`,
  watch: ({ c, a, d }) =>
    `<rect x="174" y="52" width="52" height="296" rx="12" fill="${d}"/>
     <circle cx="200" cy="200" r="72" fill="${GOLD}"/>
     <circle cx="200" cy="200" r="60" fill="#fdfdfd"/>
     <circle cx="200" cy="200" r="60" fill="${c}" opacity=".12"/>
     <path d="M200 200 L200 158 M200 200 L230 214" stroke="${d}" stroke-width="6" stroke-linecap="round"/>
     <g fill="${a}"><circle cx="200" cy="148" r="4"/><circle cx="252" cy="200" r="4"/><circle cx="200" cy="252" r="4"/><circle cx="148" cy="200" r="4"/></g>`,
  ring: ({ c }) =>
    `<ellipse cx="200" cy="238" rx="86" ry="76" fill="none" stroke="${GOLD}" stroke-width="18"/>
     <path d="M200 110 L236 140 L200 188 L164 140 Z" fill="${c}" stroke="#fff" stroke-width="3"/>
     <path d="M164 140 L236 140 M200 110 L200 188" stroke="#fff" stroke-width="2" opacity=".7"/>`,
  necklace: ({ c, a }) =>
    `<path d="M98 84 Q200 330 302 84" fill="none" stroke="${GOLD}" stroke-width="6"/>
     <path d="M200 236 L226 268 L200 318 L174 268 Z" fill="${c}" stroke="${GOLD}" stroke-width="4"/>
     <circle cx="200" cy="226" r="10" fill="${a}"/>`,
  sunglasses: ({ c, a, d }) =>
    `<path d="M70 170 L330 170" stroke="${c}" stroke-width="10" stroke-linecap="round"/>
     <path d="M84 172 L178 172 Q176 250 128 250 Q86 250 84 172 Z" fill="${d}"/>
     <path d="M222 172 L316 172 Q314 250 272 250 Q224 250 222 172 Z" fill="${d}"/>
     <path d="M100 186 L140 186 M238 186 L278 186" stroke="${a}" stroke-width="8" stroke-linecap="round" opacity=".8"/>
     <path d="M178 180 Q200 164 222 180" fill="none" stroke="${c}" stroke-width="8"/>`,
};

function colours(palette: number): Colours {
  const c = mains[palette % mains.length] ?? mains[0]!;
  const a = mains[(palette + 5) % mains.length] ?? mains[1]!;
  return { c, a, d: DARK };
}

function wrap(size: [number, number], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size[0]} ${size[1]}" width="${size[0]}" height="${size[1]}">${body}</svg>`;
}

function productSvg(type: ProductType, palette: number, variant: number): string {
  const bg = backgrounds[(palette + variant * 3) % backgrounds.length] ?? backgrounds[0]!;
  const k = colours(palette);
  const pose =
    variant === 1
      ? 'translate(200 200) rotate(-9) translate(-200 -200)'
      : variant === 2
        ? 'translate(200 210) scale(1.28) translate(-200 -210)'
        : '';
  return wrap(
    [400, 400],
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
     <rect width="400" height="400" fill="url(#bg)"/>
     <circle cx="330" cy="70" r="46" fill="#fff" opacity=".45"/>
     <ellipse cx="200" cy="330" rx="150" ry="16" fill="#000" opacity=".08"/>
     <g transform="${pose}">${drawings[type](k)}</g>`,
  );
}

const logoShapes = [
  (c: string) => `<circle cx="100" cy="100" r="44" fill="${c}"/>`,
  (c: string) => `<rect x="58" y="58" width="84" height="84" rx="14" fill="${c}"/>`,
  (c: string) => `<path d="M100 48 L152 140 L48 140 Z" fill="${c}"/>`,
  (c: string) => `<path d="M100 46 L154 100 L100 154 L46 100 Z" fill="${c}"/>`,
  (c: string) =>
    `<path d="M100 52 L113 86 L150 88 L121 111 L131 147 L100 126 L69 147 L79 111 L50 88 L87 86 Z" fill="${c}"/>`,
  (c: string) => `<path d="M60 140 Q60 60 140 60 Q140 140 60 140 Z" fill="${c}"/>`,
];

export function logoSvg(n: number): string {
  const k = colours(n);
  const shape = logoShapes[n % logoShapes.length] ?? logoShapes[0]!;
  const bg = backgrounds[n % backgrounds.length] ?? backgrounds[0]!;
  return wrap(
    [200, 200],
    `<rect width="200" height="200" rx="40" fill="${bg[0]}"/>
     <circle cx="100" cy="100" r="70" fill="${k.a}" opacity=".25"/>${shape(k.c)}
     <circle cx="100" cy="100" r="16" fill="#fff" opacity=".8"/>`,
  );
}

/** A carton of stock on the shelf: a box with its tape and label (wholesale, not retail). */
function carton(x: number, y: number, w: number, h: number, tone: string): string {
  return `<g transform="translate(${x} ${y})">
     <rect width="${w}" height="${h}" rx="6" fill="${tone}"/>
     <rect width="${w}" height="${h * 0.16}" rx="6" fill="#000" opacity=".12"/>
     <rect x="${w / 2 - 9}" width="18" height="${h}" fill="#fff" opacity=".35"/>
     <rect x="${w * 0.14}" y="${h * 0.52}" width="${w * 0.26}" height="${h * 0.24}" rx="3" fill="#fff" opacity=".85"/>
     <path d="M${w * 0.18} ${h * 0.6} h${w * 0.18} M${w * 0.18} ${h * 0.68} h${w * 0.12}" stroke="${DARK}" stroke-width="3" opacity=".5"/>
   </g>`;
}

/** A hanging price tag with its string, turned a little. */
function tag(x: number, y: number, turn: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${turn})">
     <path d="M0 -34 L0 0" stroke="${DARK}" stroke-width="2" opacity=".45"/>
     <path d="M-22 0 L22 0 L30 14 L30 58 Q30 64 24 64 L-24 64 Q-30 64 -30 58 L-30 14 Z" fill="${fill}"/>
     <circle cx="0" cy="12" r="5" fill="#fff"/>
     <rect x="-18" y="30" width="36" height="7" rx="3" fill="#fff" opacity=".9"/>
     <rect x="-12" y="44" width="24" height="6" rx="3" fill="#fff" opacity=".6"/>
   </g>`;
}

/**
 * A finished shop-window picture: light and shapes on the side the storefront writes the banner's
 * title over, cartons and three products on a shelf with price tags, and a "DEMO" mark, since the
 * picture is demo data. No words: the banner's title comes from the banner, in the reader's language
 * (issue #40: placeholder bars and an empty button made it read as a page still loading).
 */
function bannerSvg(n: number): string {
  const k = colours(n * 3 + 1);
  const picks = [0, 1, 2].map((i) => productTypes[(n * 5 + i * 7) % productTypes.length]!);
  // Side items first so the larger middle one overlaps them.
  const items = [0, 2, 1]
    .map((i) => {
      const type = picks[i]!;
      const x = i === 1 ? 760 : i === 0 ? 600 : 930;
      // Standing on the shelf (y 334): the drawings' floor is at 322.
      const y = i === 1 ? 334 - 322 * 0.76 : 334 - 322 * 0.56;
      const scale = i === 1 ? 0.76 : 0.56;
      return `<g transform="translate(${x} ${y}) scale(${scale})"><ellipse cx="200" cy="318" rx="150" ry="12" fill="#000" opacity=".14"/>${drawings[type](colours(n + i * 4))}</g>`;
    })
    .join('');
  const sparkles = [
    [210, 70, 5],
    [330, 120, 3],
    [120, 240, 4],
    [470, 60, 3],
    [1130, 60, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".7"/>`)
    .join('');
  return wrap(
    [1200, 400],
    `<defs>
       <linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${k.c}"/><stop offset="1" stop-color="${k.a}"/></linearGradient>
       <radialGradient id="glow" cx=".72" cy=".35" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
     </defs>
     <rect width="1200" height="400" fill="url(#bb)"/>
     <rect width="1200" height="400" fill="url(#glow)"/>
     <path d="M0 300 Q220 230 430 290 T860 280 T1200 250 L1200 400 L0 400 Z" fill="#fff" opacity=".1"/>
     <circle cx="120" cy="380" r="170" fill="#fff" opacity=".1"/>
     <circle cx="520" cy="-30" r="150" fill="#fff" opacity=".08"/>
     <path d="M60 60 l36 0 M78 42 l0 36" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".5"/>${sparkles}
     <rect x="360" y="336" width="840" height="22" fill="${DARK}" opacity=".28"/>
     <rect x="360" y="332" width="840" height="8" fill="#fff" opacity=".35"/>
     ${carton(380, 226, 150, 108, '#c9925b')}${carton(402, 150, 112, 78, '#d8a46c')}${carton(520, 262, 86, 72, '#bb8450')}
     ${items}
     ${tag(612, 150, -8, GOLD)}${tag(1164, 186, 10, DARK)}
     <g transform="translate(1096 18)"><rect width="88" height="30" rx="15" fill="${DARK}" opacity=".78"/><text x="44" y="20.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" letter-spacing="2" fill="#fff">DEMO</text></g>`,
  );
}

function categorySvg(type: ProductType): string {
  const index = productTypes.indexOf(type);
  const k = colours(index);
  return wrap(
    [200, 200],
    `<circle cx="100" cy="100" r="96" fill="${backgrounds[index % backgrounds.length]![1]}"/>
     <g transform="translate(10 8) scale(0.45)">${drawings[type](k)}</g>`,
  );
}

export const productImageName = (type: ProductType, palette: number, variant: number) =>
  `${type}-${palette}-${variant}.svg`;
export const demoUrl = (file: string) => `/uploads/demo/${file}`;

/** The SVG for a demo image file name, or undefined when the name is not one. */
export function demoImageSvg(file: string): string | undefined {
  const product = /^([a-z]+)-(\d{1,2})-(\d)\.svg$/.exec(file);
  if (product) {
    const type = product[1] as ProductType;
    const palette = Number(product[2]);
    const variant = Number(product[3]);
    if (!productTypes.includes(type) || palette >= PALETTE_COUNT || variant >= VARIANT_COUNT)
      return undefined;
    return productSvg(type, palette, variant);
  }
  const numbered = /^(logo|banner)-(\d{1,3})\.svg$/.exec(file);
  if (numbered) {
    const n = Number(numbered[2]);
    if (numbered[1] === 'logo') return n < LOGO_COUNT ? logoSvg(n) : undefined;
    return n < BANNER_COUNT ? bannerSvg(n) : undefined;
  }
  const category = /^cat-([a-z]+)\.svg$/.exec(file);
  if (category && productTypes.includes(category[1] as ProductType))
    return categorySvg(category[1] as ProductType);
  return undefined;
}

import { seededRandom } from './random';

/**
 * Drawings for the demo content, written as SVG and rasterised at seed time, so the repository ships no photographs
 * and no third-party images. They use the federation's gold and red with neutrals; the target face keeps its own five
 * colours (World Archery's gold, red, blue, black and white), muted to sit with the palette. No text is drawn:
 * fonts differ between machines, and a picture must look the same everywhere.
 */

export const palette = {
  gold: '#7c5e24',
  goldLight: '#c9a55a',
  goldPale: '#efe4cc',
  red: '#b42318',
  redDark: '#7a1a12',
  cream: '#f7f4ee',
  sand: '#e4d6b8',
  sandDark: '#c8b08a',
  stone: '#8c8579',
  charcoal: '#3d3a35',
  ink: '#221f1b',
} as const;

const face = {
  gold: '#e2b43c',
  red: '#c8372b',
  blue: '#3f6d8f',
  black: '#26231f',
  white: '#f5f2ea',
};

export type SceneKind =
  | 'target'
  | 'range'
  | 'archer'
  | 'indoor'
  | 'bow'
  | 'arrows'
  | 'rings'
  | 'diagram'
  | 'portrait'
  | 'emblem'
  | 'mark';

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const n = (value: number) => Math.round(value * 10) / 10;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const step = 1 / (stops.length - 1);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${n(index * step)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

/**
 * A 10-zone target face; `zones` 5 draws only the inner half, as the indoor triple faces do. Each zone is one stroked
 * ring rather than a filled disc over the larger ones: the same picture with a tenth of the pixels to paint.
 */
function targetFace(cx: number, cy: number, radius: number, zones = 10): string {
  const colours = [
    face.white,
    face.white,
    face.black,
    face.black,
    face.blue,
    face.blue,
    face.red,
    face.red,
    face.gold,
    face.gold,
  ];
  const zoneWidth = radius / zones;
  const line = n(Math.max(1, radius * 0.006));
  let rings = '';
  for (let zone = 10 - zones; zone < 10; zone++) {
    const outer = zoneWidth * (10 - zone);
    const colour = colours[zone];
    rings +=
      zone === 9
        ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer)}" fill="${colour}"/>`
        : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer - zoneWidth / 2)}" fill="none" stroke="${colour}" stroke-width="${n(zoneWidth + 0.5)}"/>`;
  }
  for (let zone = 10 - zones; zone < 10; zone++) {
    const divider = zone === 2 || zone === 3 ? face.white : face.black;
    rings += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(zoneWidth * (10 - zone))}" fill="none" stroke="${divider}" stroke-opacity="0.55" stroke-width="${line}"/>`;
  }
  const x = zoneWidth / 2;
  rings += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(x)}" fill="none" stroke="${face.black}" stroke-opacity="0.5" stroke-width="${n(Math.max(1, radius * 0.004))}"/>`;
  return rings;
}

/** An arrow stuck in a target, seen from the shooting line: a short shaft ending in its vanes and nock. */
function stuckArrow(
  x: number,
  y: number,
  angle: number,
  length: number,
  width: number,
  vane: string,
): string {
  const ex = x + Math.cos(angle) * length;
  const ey = y + Math.sin(angle) * length;
  const px = -Math.sin(angle);
  const py = Math.cos(angle);
  const vaneStart = 0.62;
  const vx = x + Math.cos(angle) * length * vaneStart;
  const vy = y + Math.sin(angle) * length * vaneStart;
  const spread = width * 4.5;
  const vanes = [1, -1]
    .map(
      (side) =>
        `<path d="M${n(vx)} ${n(vy)} L${n(ex - Math.cos(angle) * width * 2 + px * spread * side)} ${n(ey - Math.sin(angle) * width * 2 + py * spread * side)} L${n(ex - Math.cos(angle) * width * 2)} ${n(ey - Math.sin(angle) * width * 2)} Z" fill="${vane}" opacity="0.92"/>`,
    )
    .join('');
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(width * 0.9)}" fill="${face.black}" opacity="0.6"/>` +
    `<line x1="${n(x)}" y1="${n(y)}" x2="${n(ex)}" y2="${n(ey)}" stroke="${palette.ink}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    vanes +
    `<line x1="${n(ex)}" y1="${n(ey)}" x2="${n(ex + Math.cos(angle) * width * 2)}" y2="${n(ey + Math.sin(angle) * width * 2)}" stroke="${palette.goldLight}" stroke-width="${n(width * 1.4)}" stroke-linecap="round"/>`
  );
}

function targetScene(width: number, height: number, random: Random): string {
  const cx = width * between(random, 0.42, 0.6);
  const cy = height * between(random, 0.45, 0.55);
  const radius = height * between(random, 0.38, 0.46);
  const warm = pick(random, [
    [palette.goldPale, palette.sand],
    [palette.sand, palette.sandDark],
    [palette.cream, palette.goldLight],
  ]);
  // Straw of the target boss behind the face.
  let straw = '';
  for (let i = 0; i < 16; i++) {
    const y = random() * height;
    straw += `<line x1="0" y1="${n(y)}" x2="${width}" y2="${n(y + between(random, -40, 40))}" stroke="${palette.gold}" stroke-opacity="${n(between(random, 0.04, 0.12))}" stroke-width="${n(between(random, 1, 4))}"/>`;
  }
  let arrows = '';
  const count = 3 + Math.floor(random() * 4);
  const vane = pick(random, [palette.red, palette.gold, face.white]);
  for (let i = 0; i < count; i++) {
    const distance = radius * Math.sqrt(random()) * 0.45;
    const where = random() * Math.PI * 2;
    arrows += stuckArrow(
      cx + Math.cos(where) * distance,
      cy + Math.sin(where) * distance,
      between(random, -2.6, -0.6),
      radius * between(random, 0.45, 0.7),
      radius * 0.018,
      i % 3 === 2 ? palette.goldLight : vane,
    );
  }
  return svg(
    width,
    height,
    `<defs>${linear('bg', warm, false)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>${straw}` +
      `<circle cx="${n(cx + radius * 0.03)}" cy="${n(cy + radius * 0.04)}" r="${n(radius * 1.01)}" fill="#000" opacity="0.18"/>` +
      targetFace(cx, cy, radius) +
      arrows,
  );
}

const skies = [
  ['#f4dfb8', '#f8efe0', '#fbf7ef'],
  ['#cfdde6', '#e9eef0', '#f6f2e8'],
  ['#e9b27a', '#f3d2a2', '#f8ecd8'],
  ['#bcd2e0', '#dfe9ee', '#f3efe4'],
];

/** An outdoor range: sky, dunes, a row of target butts on the horizon, the shooting line in front. */
function rangeScene(width: number, height: number, random: Random, withArcher: boolean): string {
  const horizon = height * between(random, 0.44, 0.52);
  const sky = pick(random, skies);
  const grass = random() < 0.6;
  const ground = grass ? ['#9aa866', '#6f7f45'] : [palette.sand, palette.sandDark];
  const sunX = width * between(random, 0.15, 0.85);
  let body =
    `<defs>${linear('sky', sky)}${linear('ground', ground)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${n(sunX)}" cy="${n(horizon * between(random, 0.25, 0.6))}" r="${n(height * 0.07)}" fill="#fff6df" opacity="0.85"/>`;
  for (const [lift, colour] of [
    [0.1, palette.sandDark],
    [0.04, palette.sand],
  ] as const) {
    let d = `M0 ${n(horizon)}`;
    const bumps = 4 + Math.floor(random() * 3);
    for (let i = 0; i <= bumps; i++) {
      const x = (width * i) / bumps;
      d += ` Q${n(x - width / bumps / 2)} ${n(horizon - height * lift * between(random, 0.4, 1.2))} ${n(x)} ${n(horizon - height * lift * 0.2)}`;
    }
    body += `<path d="${d} L${width} ${n(horizon)} Z" fill="${colour}" opacity="0.9"/>`;
  }
  body += `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#ground)"/>`;
  // Mowing stripes run towards the targets.
  const vanishX = width * 0.5;
  for (let i = -8; i < 8; i += 2) {
    const a = width * 0.5 + (i * width) / 6;
    const b = width * 0.5 + ((i + 1) * width) / 6;
    body += `<path d="M${n(vanishX + (a - vanishX) * 0.05)} ${n(horizon)} L${n(vanishX + (b - vanishX) * 0.05)} ${n(horizon)} L${n(b)} ${height} L${n(a)} ${height} Z" fill="#fff" opacity="0.05"/>`;
  }
  const butts = 6 + Math.floor(random() * 3);
  const size = height * 0.075;
  const rowY = horizon + height * 0.03;
  const span = width * 0.7;
  for (let i = 0; i < butts; i++) {
    const x = width * 0.15 + (span * (i + 0.5)) / butts;
    body +=
      `<line x1="${n(x - size * 0.4)}" y1="${n(rowY)}" x2="${n(x - size * 0.5)}" y2="${n(rowY + size * 0.9)}" stroke="${palette.gold}" stroke-width="${n(size * 0.06)}"/>` +
      `<line x1="${n(x + size * 0.4)}" y1="${n(rowY)}" x2="${n(x + size * 0.5)}" y2="${n(rowY + size * 0.9)}" stroke="${palette.gold}" stroke-width="${n(size * 0.06)}"/>` +
      `<rect x="${n(x - size / 2)}" y="${n(rowY - size)}" width="${n(size)}" height="${n(size)}" fill="#d9c58f" stroke="${palette.gold}" stroke-width="${n(size * 0.03)}"/>` +
      targetFace(x, rowY - size / 2, size * 0.4) +
      `<line x1="${n(x + size * 0.6)}" y1="${n(rowY + size * 0.9)}" x2="${n(x + size * 0.6)}" y2="${n(rowY - size * 1.9)}" stroke="${palette.charcoal}" stroke-width="${n(size * 0.03)}"/>` +
      `<path d="M${n(x + size * 0.6)} ${n(rowY - size * 1.9)} l${n(size * 0.45)} ${n(size * 0.12)} l${n(-size * 0.45)} ${n(size * 0.14)} Z" fill="${i % 2 ? palette.red : face.gold}"/>`;
  }
  const lineY = height * 0.86;
  body += `<path d="M0 ${n(lineY)} L${width} ${n(lineY - height * 0.01)}" stroke="#fbf8f1" stroke-width="${n(height * 0.008)}" opacity="0.9"/>`;
  if (withArcher) body += archer(width * between(random, 0.12, 0.28), lineY + height * 0.02, height * 0.62);
  return svg(width, height, body);
}

/** An archer at full draw, facing right, feet at (x, ground). */
function archer(x: number, ground: number, height: number): string {
  const s = height / 120;
  const colour = palette.ink;
  return (
    `<g transform="translate(${n(x)} ${n(ground - height)}) scale(${n(s * 100) / 100})" fill="${colour}" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round">` +
    `<circle cx="50" cy="12" r="7.5" stroke="none"/>` +
    `<path d="M41 22 Q50 19 60 22 L57 60 L44 60 Z" stroke="none"/>` +
    `<path d="M46 58 L40 118 M54 58 L62 118" fill="none" stroke-width="7"/>` +
    `<path d="M58 24 L92 22" fill="none" stroke-width="5.5"/>` +
    `<path d="M43 24 L31 22 L53 18" fill="none" stroke-width="5"/>` +
    `<path d="M88 -14 Q99 -6 95 6 L95 38 Q99 50 88 58" fill="none" stroke-width="3"/>` +
    `<path d="M88 -14 L53 18 L88 58" fill="none" stroke-width="0.8"/>` +
    `<path d="M52 18 L104 19" fill="none" stroke-width="1.6"/>` +
    `<path d="M100 19 L106 19.2 L100 20.6 Z" stroke="none"/>` +
    `</g>`
  );
}

/** An indoor hall: foam bosses on the wall with triple faces, lights above, the shooting line on the floor. */
function indoorScene(width: number, height: number, random: Random): string {
  const wall = height * 0.62;
  let body =
    `<defs>${linear('wall', [palette.cream, palette.goldPale])}${linear('floor', ['#b99a66', '#8d6f40'])}</defs>` +
    `<rect width="${width}" height="${n(wall)}" fill="url(#wall)"/>` +
    `<rect y="${n(wall)}" width="${width}" height="${n(height - wall)}" fill="url(#floor)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = (width * (i + 0.5)) / 6;
    body += `<rect x="${n(x - width * 0.05)}" y="0" width="${n(width * 0.1)}" height="${n(height * 0.025)}" fill="#fffaf0"/><ellipse cx="${n(x)}" cy="${n(height * 0.03)}" rx="${n(width * 0.07)}" ry="${n(height * 0.05)}" fill="#fff" opacity="0.35"/>`;
  }
  const vanishX = width * between(random, 0.4, 0.6);
  for (let i = -10; i <= 10; i++) {
    body += `<line x1="${n(vanishX + i * width * 0.02)}" y1="${n(wall)}" x2="${n(vanishX + i * width * 0.16)}" y2="${height}" stroke="#5e4622" stroke-opacity="0.25" stroke-width="2"/>`;
  }
  const bosses = 5;
  const bossWidth = width * 0.12;
  const bossHeight = wall * 0.62;
  const top = wall * 0.26;
  for (let i = 0; i < bosses; i++) {
    const x = width * 0.1 + ((width * 0.8) / bosses) * (i + 0.5) - bossWidth / 2;
    body += `<rect x="${n(x)}" y="${n(top)}" width="${n(bossWidth)}" height="${n(bossHeight)}" rx="6" fill="#ebe6da" stroke="${palette.stone}" stroke-width="2"/>`;
    for (let spot = 0; spot < 3; spot++) {
      body += targetFace(x + bossWidth / 2, top + bossHeight * (0.2 + spot * 0.3), bossWidth * 0.3, 5);
    }
    body += `<rect x="${n(x + bossWidth * 0.1)}" y="${n(top + bossHeight + 4)}" width="${n(bossWidth * 0.8)}" height="${n(wall - top - bossHeight - 4)}" fill="${palette.gold}" opacity="0.5"/>`;
  }
  body += `<path d="M0 ${n(height * 0.9)} L${width} ${n(height * 0.9)}" stroke="${palette.red}" stroke-width="${n(height * 0.012)}"/>`;
  body += `<path d="M0 ${n(height * 0.76)} L${width} ${n(height * 0.76)}" stroke="#f3eee2" stroke-width="${n(height * 0.006)}" opacity="0.8"/>`;
  return svg(width, height, body);
}

/** A recurve bow with an arrow on the rest, against arcs of the target's rings. */
function bowScene(width: number, height: number, random: Random): string {
  const dark = random() < 0.5;
  const background = dark ? [palette.charcoal, palette.ink] : [palette.goldPale, palette.sand];
  const cx = width * between(random, 0.3, 0.42);
  const cy = height / 2;
  const scale = height / 1000;
  const limb = dark ? palette.goldLight : palette.charcoal;
  const riser = dark ? palette.red : palette.gold;
  let arcs = '';
  for (let i = 1; i <= 7; i++) {
    arcs += `<circle cx="${n(width * 0.95)}" cy="${n(cy)}" r="${n(height * 0.12 * i)}" fill="none" stroke="${i % 2 ? palette.red : palette.gold}" stroke-opacity="${dark ? 0.35 : 0.25}" stroke-width="${n(height * 0.02)}"/>`;
  }
  const bow =
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale * 100) / 100}) rotate(${n(between(random, -6, 6))})">` +
    // Braced, seen from the side with the target to the right: the limbs curve back towards the string and their
    // tips turn away from it again (the "recurve"); the string is the leftmost line.
    `<path d="M150 -150 C110 -250 40 -340 32 -410 Q30 -450 64 -464" fill="none" stroke="${limb}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M150 150 C110 250 40 340 32 410 Q30 450 64 464" fill="none" stroke="${limb}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M20 -412 L20 412" stroke="${dark ? '#efe4cc' : palette.ink}" stroke-width="3"/>` +
    `<path d="M138 -175 Q180 -170 176 -60 L170 -20 Q202 0 170 40 L176 60 Q180 170 138 175 Q158 0 138 -175 Z" fill="${riser}"/>` +
    `<path d="M176 -30 L196 -30" stroke="${palette.ink}" stroke-width="5"/>` +
    `<path d="M180 40 L500 52" stroke="${limb}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="500" cy="52" r="16" fill="${limb}"/>` +
    `<path d="M20 -6 L720 -6" stroke="${dark ? '#f5f2ea' : palette.ink}" stroke-width="7"/>` +
    `<path d="M720 -6 L750 -6 L720 8 Z" fill="${dark ? '#f5f2ea' : palette.ink}"/>` +
    `<path d="M40 -6 L110 -6 L90 -34 L52 -34 Z M40 -6 L110 -6 L90 22 L52 22 Z" fill="${palette.red}" opacity="0.9"/>` +
    `</g>`;
  return svg(
    width,
    height,
    `<defs>${linear('bg', background, false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${arcs}${bow}`,
  );
}

/** Arrows in flight towards the right, with speed lines. */
function arrowsScene(width: number, height: number, random: Random): string {
  const sky = pick(random, skies);
  const angle = between(random, -0.18, 0.08);
  let body = `<defs>${linear('sky', sky)}${linear('trail', ['#ffffff00', '#ffffffcc'], false)}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  body += targetFace(width * 0.92, height * 0.5, height * 0.36);
  const count = 3 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const y = height * (0.2 + (0.6 * (i + random() * 0.5)) / count);
    const x = width * between(random, 0.2, 0.55);
    const length = width * 0.26;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    const vane = i % 2 ? palette.red : palette.gold;
    body +=
      `<g transform="translate(${n(x)} ${n(y)})">` +
      `<line x1="${n(-dx * 1.2)}" y1="${n(-dy * 1.2)}" x2="0" y2="0" stroke="url(#trail)" stroke-width="${n(height * 0.012)}"/>` +
      `<line x1="0" y1="0" x2="${n(dx)}" y2="${n(dy)}" stroke="${palette.ink}" stroke-width="${n(height * 0.008)}" stroke-linecap="round"/>` +
      `<path d="M${n(dx)} ${n(dy)} l${n(-Math.cos(angle) * 24 - Math.sin(angle) * 8)} ${n(-Math.sin(angle) * 24 + Math.cos(angle) * 8)} l${n(Math.sin(angle) * 16)} ${n(-Math.cos(angle) * 16)} Z" fill="${palette.ink}"/>` +
      `<path d="M0 0 l${n(Math.cos(angle) * 70)} ${n(Math.sin(angle) * 70)} l${n(-Math.cos(angle) * 20 + Math.sin(angle) * 22)} ${n(-Math.sin(angle) * 20 - Math.cos(angle) * 22)} Z" fill="${vane}"/>` +
      `<path d="M0 0 l${n(Math.cos(angle) * 70)} ${n(Math.sin(angle) * 70)} l${n(-Math.cos(angle) * 20 - Math.sin(angle) * 22)} ${n(-Math.sin(angle) * 20 + Math.cos(angle) * 22)} Z" fill="${vane}" opacity="0.85"/>` +
      `</g>`;
  }
  return svg(width, height, body);
}

/** Rings of the target, off-centre, in the palette: for articles and pages about ideas rather than events. */
function ringsScene(width: number, height: number, random: Random): string {
  const background = pick(random, [palette.gold, palette.red, palette.charcoal, palette.goldPale]);
  const light = background === palette.goldPale;
  const cx = width * between(random, 0.55, 0.85);
  const cy = height * between(random, 0.3, 0.7);
  let body = `<rect width="${width}" height="${height}" fill="${background}"/>`;
  for (let i = 12; i >= 1; i--) {
    const colour = i % 2 ? (light ? palette.gold : '#ffffff') : light ? palette.red : palette.goldLight;
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * 0.09 * i)}" fill="none" stroke="${colour}" stroke-opacity="${n(0.12 + (12 - i) * 0.03)}" stroke-width="${n(height * 0.025)}"/>`;
  }
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * 0.05)}" fill="${light ? palette.red : face.gold}"/>`;
  body += `<path d="M${n(width * 0.05)} ${n(height * 0.92)} L${n(cx - height * 0.06)} ${n(cy + height * 0.04)}" stroke="${light ? palette.ink : '#ffffff'}" stroke-width="${n(height * 0.01)}" stroke-linecap="round"/>`;
  return svg(width, height, body);
}

/** Four pillars under one roof on a base: the strategy page's picture. */
function diagramScene(width: number, height: number): string {
  const colours = [palette.gold, palette.red, palette.charcoal, palette.goldLight];
  let body = `<rect width="${width}" height="${height}" fill="${palette.cream}"/>`;
  body += `<path d="M${n(width * 0.15)} ${n(height * 0.3)} L${n(width * 0.5)} ${n(height * 0.08)} L${n(width * 0.85)} ${n(height * 0.3)} Z" fill="${palette.gold}"/>`;
  body += targetFace(width * 0.5, height * 0.22, height * 0.07);
  for (let i = 0; i < 4; i++) {
    const x = width * (0.2 + i * 0.16);
    body += `<rect x="${n(x)}" y="${n(height * 0.34)}" width="${n(width * 0.12)}" height="${n(height * 0.42)}" rx="12" fill="${colours[i]}"/>`;
    body += `<circle cx="${n(x + width * 0.06)}" cy="${n(height * 0.45)}" r="${n(height * 0.05)}" fill="#ffffff" opacity="0.85"/>`;
    for (let bar = 0; bar < 3; bar++) {
      body += `<rect x="${n(x + width * 0.02)}" y="${n(height * (0.55 + bar * 0.06))}" width="${n(width * (0.08 - bar * 0.015))}" height="${n(height * 0.02)}" rx="6" fill="#ffffff" opacity="0.6"/>`;
    }
  }
  body += `<rect x="${n(width * 0.12)}" y="${n(height * 0.8)}" width="${n(width * 0.76)}" height="${n(height * 0.07)}" rx="12" fill="${palette.charcoal}"/>`;
  return svg(width, height, body);
}

/** A head-and-shoulders outline standing in for a portrait the federation has not supplied. */
function portraitScene(width: number, height: number, random: Random): string {
  const background = pick(random, [
    [palette.goldPale, palette.sand],
    [palette.sand, palette.goldLight],
    ['#e9e4da', palette.sandDark],
  ]);
  const figure = pick(random, [palette.charcoal, palette.gold, palette.stone]);
  const cx = width / 2;
  return svg(
    width,
    height,
    `<defs>${linear('bg', background)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<circle cx="${n(cx)}" cy="${n(height * 0.4)}" r="${n(width * 0.42)}" fill="none" stroke="${palette.gold}" stroke-opacity="0.35" stroke-width="${n(width * 0.02)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(height * 0.36)}" r="${n(width * 0.17)}" fill="${figure}"/>` +
      `<path d="M${n(cx - width * 0.36)} ${height} Q${n(cx - width * 0.34)} ${n(height * 0.6)} ${n(cx)} ${n(height * 0.58)} Q${n(cx + width * 0.34)} ${n(height * 0.6)} ${n(cx + width * 0.36)} ${height} Z" fill="${figure}"/>`,
  );
}

const emblemColours = [
  [palette.gold, palette.red],
  [palette.red, palette.gold],
  [palette.charcoal, palette.gold],
  [palette.gold, palette.charcoal],
  [palette.redDark, palette.goldLight],
  ['#2f5d50', palette.gold],
  ['#35506b', palette.goldLight],
] as const;

/** A club's badge: a shape in its colours around a small target, an arrow across it, seven stars for the emirates. */
function emblemScene(size: number, random: Random): string {
  const [main, accent] = pick(random, emblemColours);
  const shape = pick(random, ['circle', 'shield', 'hexagon']);
  const c = size / 2;
  const r = size * 0.44;
  let outline: string;
  if (shape === 'circle') outline = `<circle cx="${c}" cy="${c}" r="${n(r)}"/>`;
  else if (shape === 'shield') {
    outline = `<path d="M${n(c - r)} ${n(c - r * 0.85)} L${n(c + r)} ${n(c - r * 0.85)} L${n(c + r)} ${n(c + r * 0.05)} Q${n(c + r)} ${n(c + r * 0.75)} ${c} ${n(c + r)} Q${n(c - r)} ${n(c + r * 0.75)} ${n(c - r)} ${n(c + r * 0.05)} Z"/>`;
  } else {
    const points = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${n(c + Math.cos(a) * r)},${n(c + Math.sin(a) * r)}`;
    }).join(' ');
    outline = `<polygon points="${points}"/>`;
  }
  let stars = '';
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.15 + (0.7 * i) / 6);
    stars += `<circle cx="${n(c + Math.cos(a) * r * 0.78)}" cy="${n(c - Math.sin(a) * r * 0.78 * -1)}" r="${n(size * 0.014)}" fill="#ffffff"/>`;
  }
  return svg(
    size,
    size,
    `<g fill="${main}" stroke="${accent}" stroke-width="${n(size * 0.035)}">${outline}</g>` +
      `<circle cx="${c}" cy="${n(c + size * 0.02)}" r="${n(r * 0.52)}" fill="#ffffff"/>` +
      targetFace(c, c + size * 0.02, r * 0.46) +
      `<path d="M${n(c - r * 0.75)} ${n(c + r * 0.6)} L${n(c + r * 0.55)} ${n(c - r * 0.5)}" stroke="${palette.ink}" stroke-width="${n(size * 0.022)}" stroke-linecap="round"/>` +
      `<path d="M${n(c + r * 0.55)} ${n(c - r * 0.5)} l${n(-size * 0.06)} ${n(size * 0.012)} l${n(size * 0.048)} ${n(size * 0.048)} Z" fill="${palette.ink}"/>` +
      `<path d="M${n(c - r * 0.75)} ${n(c + r * 0.6)} l${n(size * 0.02)} ${n(-size * 0.07)} l${n(size * 0.05)} ${n(size * 0.05)} Z M${n(c - r * 0.75)} ${n(c + r * 0.6)} l${n(size * 0.07)} ${n(-size * 0.02)} l${n(-size * 0.05)} ${n(-size * 0.05)} Z" fill="${accent}"/>` +
      stars,
  );
}

/** A partner's mark: a symbol and bars where a wordmark would be; the real logo replaces it in production. */
function markScene(width: number, height: number, random: Random): string {
  const [main, accent] = pick(random, emblemColours);
  const s = height * 0.62;
  const x = height * 0.2;
  const y = (height - s) / 2;
  const symbol = pick(random, [
    `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s / 2)}" fill="${main}"/><circle cx="${n(x + s * 0.65)}" cy="${n(y + s * 0.4)}" r="${n(s * 0.28)}" fill="${accent}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.22)}" fill="${main}"/><path d="M${n(x + s * 0.2)} ${n(y + s * 0.8)} L${n(x + s * 0.5)} ${n(y + s * 0.2)} L${n(x + s * 0.8)} ${n(y + s * 0.8)} Z" fill="${accent}"/>`,
    `<path d="M${n(x)} ${n(y + s)} A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y)} L${n(x + s)} ${n(y + s)} Z" fill="${main}"/><circle cx="${n(x + s * 0.72)}" cy="${n(y + s * 0.72)}" r="${n(s * 0.2)}" fill="${accent}"/>`,
  ]);
  const textX = x + s + height * 0.18;
  const bars =
    `<rect x="${n(textX)}" y="${n(height * 0.3)}" width="${n(width * between(random, 0.38, 0.52))}" height="${n(height * 0.16)}" rx="${n(height * 0.05)}" fill="${palette.ink}"/>` +
    `<rect x="${n(textX)}" y="${n(height * 0.56)}" width="${n(width * between(random, 0.22, 0.36))}" height="${n(height * 0.1)}" rx="${n(height * 0.04)}" fill="${main}" opacity="0.8"/>`;
  return svg(width, height, symbol + bars);
}

/** The SVG of one picture; the seed makes it deterministic. */
export function drawScene(kind: SceneKind, width: number, height: number, seed: number): string {
  const random = seededRandom(seed);
  switch (kind) {
    case 'target':
      return targetScene(width, height, random);
    case 'range':
      return rangeScene(width, height, random, false);
    case 'archer':
      return rangeScene(width, height, random, true);
    case 'indoor':
      return indoorScene(width, height, random);
    case 'bow':
      return bowScene(width, height, random);
    case 'arrows':
      return arrowsScene(width, height, random);
    case 'rings':
      return ringsScene(width, height, random);
    case 'diagram':
      return diagramScene(width, height);
    case 'portrait':
      return portraitScene(width, height, random);
    case 'emblem':
      return emblemScene(width, random);
    case 'mark':
      return markScene(width, height, random);
  }
}

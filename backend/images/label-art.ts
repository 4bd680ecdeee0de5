/**
 * Generated product images: an SVG "label art" in the category's colours (bottle, can or jar
 * silhouette with the brand, name and a note such as the vintage). Deterministic, so the same
 * product always gets the same bytes and therefore the same content hash.
 */
import { CATEGORY_THEMES, themeFor } from '../domain/catalogue';

export interface LabelInput {
  mainCategory: string;
  type: string;
  name: string;
  brand: string;
  note?: string;
  size?: string;
}

const esc = (t: string) =>
  t.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function hashHue(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h % 360;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= width) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 3 ? `${l.slice(0, width + 2)}…` : l));
}

const GLASS: Record<string, string> = {
  'Red Wine': '#3b0f1a',
  'White Wine': '#b9a24a',
  'Rosé Wine': '#e58e9c',
  'Sparkling Wine': '#1f3b2a',
  'Dessert & Fortified': '#6e3410',
  Vodka: '#d9e6f2',
  Whiskey: '#a0581c',
  Tequila: '#dfb964',
  Rum: '#7b3f12',
  Gin: '#c5e0d4',
  Brandy: '#8a4b1a',
  Liqueur: '#6b2d5c',
  Sake: '#efeadb',
  'Ready To Drink Cocktails': '#e86a33',
};

type Shape = 'wine' | 'spirit' | 'can' | 'jar';

function shapeFor(input: LabelInput): Shape {
  const theme = themeFor(input.mainCategory);
  if (theme === 'wine') return 'wine';
  if (theme === 'beer' || theme === 'soda' || input.type === 'Ready To Drink Cocktails') return 'can';
  if (theme === 'extras') return /olive|onion|pickle|cherr|okra|asparagus|bean/i.test(input.name) ? 'jar' : 'spirit';
  return 'spirit';
}

const SHAPES: Record<Shape, { body: string; label: [number, number, number, number]; cap: string }> = {
  wine: {
    body: 'M214 56h52v150c0 42 86 62 86 124v250q0 14-14 14H142q-14 0-14-14V330c0-62 86-82 86-124z',
    label: [146, 336, 188, 236],
    cap: '<rect x="210" y="40" width="60" height="40" rx="6"/>',
  },
  spirit: {
    body: 'M204 70h72v86c0 22 98 26 98 74v344q0 16-16 16H122q-16 0-16-16V230c0-48 98-52 98-74z',
    label: [126, 300, 228, 230],
    cap: '<rect x="198" y="44" width="84" height="44" rx="8"/>',
  },
  can: {
    body: 'M138 104h204q14 0 14 14v460q0 14-14 14H138q-14 0-14-14V118q0-14 14-14z',
    label: [124, 250, 232, 250],
    cap: '<rect x="146" y="88" width="188" height="22" rx="10"/>',
  },
  jar: {
    body: 'M150 168h180q40 0 40 40v340q0 40-40 40H150q-40 0-40-40V208q0-40 40-40z',
    label: [124, 300, 232, 210],
    cap: '<rect x="136" y="116" width="208" height="58" rx="10"/>',
  },
};

/** The SVG label art of one product (480 x 640). */
export function labelSvg(input: LabelInput): string {
  const theme = CATEGORY_THEMES[themeFor(input.mainCategory)];
  const shape = shapeFor(input);
  const s = SHAPES[shape];
  const hue = hashHue(`${input.brand}|${input.name}`);
  const glass = shape === 'can' || shape === 'jar' ? `hsl(${hue} 55% 42%)` : (GLASS[input.type] ?? theme.background);
  const [lx, ly, lw, lh] = s.label;
  const cx = lx + lw / 2;
  // The brand is printed on its own line; don't repeat it at the start of the name.
  const name = input.name.toLowerCase().startsWith(`${input.brand.toLowerCase()} `)
    ? input.name.slice(input.brand.length + 1)
    : input.name;
  const nameLines = wrap(name, shape === 'wine' ? 13 : 16, 3);
  const brand = input.brand.toUpperCase().slice(0, 26);
  const brandSize = Math.min(14, Math.floor((lw - 20) / (brand.length * 0.78)));
  const nameSize = shape === 'wine' ? 20 : 22;
  const text: string[] = [];
  let y = ly + 34;
  text.push(
    `<text x="${cx}" y="${y}" font-size="${brandSize}" letter-spacing="1" fill="${theme.background}">${esc(brand)}</text>`,
  );
  y += 14;
  text.push(
    `<line x1="${lx + 24}" x2="${lx + lw - 24}" y1="${y}" y2="${y}" stroke="${theme.accent}" stroke-width="2"/>`,
  );
  y += 10;
  for (const line of nameLines) {
    y += nameSize + 6;
    text.push(`<text x="${cx}" y="${y}" font-size="${nameSize}" font-weight="bold" fill="#2a2a2a">${esc(line)}</text>`);
  }
  if (input.note)
    text.push(
      `<text x="${cx}" y="${ly + lh - 36}" font-size="16" font-style="italic" fill="${theme.background}">${esc(input.note.slice(0, 24))}</text>`,
    );
  if (input.size) text.push(`<text x="${cx}" y="${ly + lh - 14}" font-size="13" fill="#555">${esc(input.size)}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640" role="img" aria-label="${esc(`${input.brand} ${input.name}`)}">`,
    `<rect width="480" height="640" fill="${theme.light}"/>`,
    `<path d="M0 470L480 330V640H0z" fill="${theme.background}" opacity="0.9"/>`,
    `<circle cx="400" cy="90" r="60" fill="${theme.accent}" opacity="0.25"/>`,
    `<g fill="${theme.accent}">${s.cap}</g>`,
    `<path d="${s.body}" fill="${glass}" stroke="rgba(0,0,0,0.25)" stroke-width="3"/>`,
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="10" fill="#fffdf7" stroke="${theme.accent}" stroke-width="4"/>`,
    `<g font-family="DejaVu Serif, Georgia, serif" text-anchor="middle">${text.join('')}</g>`,
    `</svg>`,
  ].join('');
}

/** The stand-in image of a category, used when a product has no image of its own. */
export function placeholderSvg(mainCategory: string): string {
  return labelSvg({
    mainCategory,
    type: '',
    name: 'Image coming soon',
    brand: mainCategory || 'Our shop',
    note: '',
    size: '',
  });
}

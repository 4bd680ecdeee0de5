/** Demo wines built from realistic vocabularies: varietals, regions, producers, vintages, notes. */
import { MasterRow } from './master-row';
import { between, pick, pickSome, Rand, rng, shelfPriceCents, upcFrom } from './text';

type Origin = { country: string; state?: string; regions: [string, string][] };
interface Varietal {
  name: string;
  group: string;
  grape: string;
  origins: Origin[];
  price: [number, number];
  color: 'red' | 'white' | 'rose' | 'sparkling' | 'sweet';
  nv?: boolean;
}

const US_CA: Origin = {
  country: 'United States',
  state: 'California',
  regions: [
    ['Napa Valley', 'Oakville'],
    ['Napa Valley', 'Rutherford'],
    ['Sonoma County', 'Russian River Valley'],
    ['Sonoma County', 'Dry Creek Valley'],
    ['Paso Robles', 'Adelaida District'],
    ['Central Coast', 'Santa Lucia Highlands'],
    ['Lodi', 'Mokelumne River'],
  ],
};
const US_OR: Origin = {
  country: 'United States',
  state: 'Oregon',
  regions: [
    ['Willamette Valley', 'Dundee Hills'],
    ['Willamette Valley', 'Eola-Amity Hills'],
  ],
};
const US_WA: Origin = {
  country: 'United States',
  state: 'Washington',
  regions: [
    ['Columbia Valley', 'Walla Walla'],
    ['Columbia Valley', 'Red Mountain'],
    ['Columbia Valley', 'Horse Heaven Hills'],
  ],
};
const FR_BDX: Origin = {
  country: 'France',
  regions: [
    ['Bordeaux', 'Médoc'],
    ['Bordeaux', 'Saint-Émilion'],
    ['Bordeaux', 'Pessac-Léognan'],
  ],
};
const FR_BURG: Origin = {
  country: 'France',
  regions: [
    ['Burgundy', 'Côte de Beaune'],
    ['Burgundy', 'Côte de Nuits'],
    ['Burgundy', 'Chablis'],
  ],
};
const FR_RHONE: Origin = {
  country: 'France',
  regions: [
    ['Rhône Valley', 'Côtes du Rhône'],
    ['Rhône Valley', 'Châteauneuf-du-Pape'],
  ],
};
const FR_LOIRE: Origin = {
  country: 'France',
  regions: [
    ['Loire Valley', 'Sancerre'],
    ['Loire Valley', 'Vouvray'],
  ],
};
const IT_TUS: Origin = {
  country: 'Italy',
  regions: [
    ['Tuscany', 'Chianti Classico'],
    ['Tuscany', 'Montalcino'],
    ['Tuscany', 'Bolgheri'],
  ],
};
const IT_PIE: Origin = {
  country: 'Italy',
  regions: [
    ['Piedmont', 'Barolo'],
    ['Piedmont', 'Barbaresco'],
  ],
};
const IT_VEN: Origin = {
  country: 'Italy',
  regions: [
    ['Veneto', 'Valdobbiadene'],
    ['Friuli', 'Grave'],
    ['Alto Adige', 'Südtirol'],
  ],
};
const ES: Origin = {
  country: 'Spain',
  regions: [
    ['Rioja', 'Rioja Alta'],
    ['Ribera del Duero', 'Peñafiel'],
    ['Rías Baixas', 'Val do Salnés'],
    ['Penedès', 'Sant Sadurní'],
  ],
};
const AR: Origin = {
  country: 'Argentina',
  regions: [
    ['Mendoza', 'Uco Valley'],
    ['Mendoza', 'Luján de Cuyo'],
  ],
};
const CL: Origin = {
  country: 'Chile',
  regions: [
    ['Central Valley', 'Colchagua'],
    ['Central Valley', 'Maipo'],
  ],
};
const AU: Origin = {
  country: 'Australia',
  regions: [
    ['South Australia', 'Barossa Valley'],
    ['South Australia', 'McLaren Vale'],
  ],
};
const NZ: Origin = {
  country: 'New Zealand',
  regions: [
    ['Marlborough', 'Wairau Valley'],
    ['Central Otago', 'Bannockburn'],
  ],
};
const DE: Origin = {
  country: 'Germany',
  regions: [
    ['Mosel', 'Bernkastel'],
    ['Rheingau', 'Johannisberg'],
  ],
};
const PT: Origin = {
  country: 'Portugal',
  regions: [
    ['Douro', 'Cima Corgo'],
    ['Douro', 'Baixo Corgo'],
  ],
};

const VARIETALS: Varietal[] = [
  {
    name: 'Cabernet Sauvignon',
    group: 'Red Wine',
    grape: 'Cabernet Sauvignon',
    origins: [US_CA, US_WA, CL, AU, FR_BDX],
    price: [12, 120],
    color: 'red',
  },
  {
    name: 'Merlot',
    group: 'Red Wine',
    grape: 'Merlot',
    origins: [US_CA, US_WA, FR_BDX, CL],
    price: [10, 60],
    color: 'red',
  },
  {
    name: 'Pinot Noir',
    group: 'Red Wine',
    grape: 'Pinot Noir',
    origins: [US_OR, US_CA, FR_BURG, NZ],
    price: [14, 90],
    color: 'red',
  },
  { name: 'Syrah', group: 'Red Wine', grape: 'Syrah', origins: [US_WA, FR_RHONE, AU], price: [13, 70], color: 'red' },
  { name: 'Malbec', group: 'Red Wine', grape: 'Malbec', origins: [AR], price: [10, 55], color: 'red' },
  { name: 'Zinfandel', group: 'Red Wine', grape: 'Zinfandel', origins: [US_CA], price: [12, 45], color: 'red' },
  { name: 'Sangiovese', group: 'Red Wine', grape: 'Sangiovese', origins: [IT_TUS], price: [14, 85], color: 'red' },
  { name: 'Tempranillo', group: 'Red Wine', grape: 'Tempranillo', origins: [ES], price: [12, 65], color: 'red' },
  { name: 'Nebbiolo', group: 'Red Wine', grape: 'Nebbiolo', origins: [IT_PIE], price: [25, 110], color: 'red' },
  {
    name: 'Red Blend',
    group: 'Red Wine',
    grape: 'Red Blend',
    origins: [US_CA, FR_RHONE, FR_BDX, ES, AU],
    price: [9, 75],
    color: 'red',
  },
  {
    name: 'Chardonnay',
    group: 'White Wine',
    grape: 'Chardonnay',
    origins: [US_CA, FR_BURG, AU, US_WA],
    price: [10, 80],
    color: 'white',
  },
  {
    name: 'Sauvignon Blanc',
    group: 'White Wine',
    grape: 'Sauvignon Blanc',
    origins: [NZ, FR_LOIRE, US_CA, CL],
    price: [10, 45],
    color: 'white',
  },
  {
    name: 'Pinot Grigio',
    group: 'White Wine',
    grape: 'Pinot Grigio',
    origins: [IT_VEN, US_OR],
    price: [9, 30],
    color: 'white',
  },
  { name: 'Riesling', group: 'White Wine', grape: 'Riesling', origins: [DE, US_WA], price: [11, 45], color: 'white' },
  { name: 'Moscato', group: 'White Wine', grape: 'Moscato', origins: [IT_PIE, US_CA], price: [8, 22], color: 'sweet' },
  {
    name: 'Chenin Blanc',
    group: 'White Wine',
    grape: 'Chenin Blanc',
    origins: [FR_LOIRE],
    price: [12, 40],
    color: 'white',
  },
  { name: 'Albariño', group: 'White Wine', grape: 'Albariño', origins: [ES], price: [14, 32], color: 'white' },
  {
    name: 'White Blend',
    group: 'White Wine',
    grape: 'White Blend',
    origins: [US_CA, FR_RHONE],
    price: [10, 35],
    color: 'white',
  },
  {
    name: 'Rosé',
    group: 'Rosé Wine',
    grape: 'Grenache',
    origins: [
      {
        country: 'France',
        regions: [
          ['Provence', 'Côtes de Provence'],
          ['Provence', 'Bandol'],
        ],
      },
      US_CA,
      ES,
    ],
    price: [10, 35],
    color: 'rose',
  },
  {
    name: 'Champagne',
    group: 'Sparkling Wine',
    grape: 'Chardonnay, Pinot Noir',
    origins: [
      {
        country: 'France',
        regions: [
          ['Champagne', 'Montagne de Reims'],
          ['Champagne', 'Côte des Blancs'],
        ],
      },
    ],
    price: [35, 180],
    color: 'sparkling',
    nv: true,
  },
  {
    name: 'Prosecco',
    group: 'Sparkling Wine',
    grape: 'Glera',
    origins: [IT_VEN],
    price: [11, 28],
    color: 'sparkling',
    nv: true,
  },
  {
    name: 'Cava',
    group: 'Sparkling Wine',
    grape: 'Macabeo, Xarel·lo',
    origins: [ES],
    price: [10, 30],
    color: 'sparkling',
    nv: true,
  },
  {
    name: 'Sparkling Wine',
    group: 'Sparkling Wine',
    grape: 'Chardonnay, Pinot Noir',
    origins: [US_CA, US_OR],
    price: [14, 55],
    color: 'sparkling',
    nv: true,
  },
  {
    name: 'Port',
    group: 'Dessert & Fortified',
    grape: 'Touriga Nacional',
    origins: [PT],
    price: [16, 90],
    color: 'sweet',
  },
  {
    name: 'Sherry',
    group: 'Dessert & Fortified',
    grape: 'Palomino',
    origins: [{ country: 'Spain', regions: [['Jerez', 'Sanlúcar de Barrameda']] }],
    price: [14, 45],
    color: 'sweet',
    nv: true,
  },
  {
    name: 'Dessert Wine',
    group: 'Dessert & Fortified',
    grape: 'Sémillon',
    origins: [{ country: 'France', regions: [['Bordeaux', 'Sauternes']] }, DE],
    price: [22, 85],
    color: 'sweet',
  },
];

const PRODUCER_WORDS: Record<string, { lead: string[]; a: string[]; b: string[] }> = {
  'United States': {
    lead: [''],
    a: [
      'Oak',
      'Silver',
      'Stone',
      'Willow',
      'Cedar',
      'Golden',
      'Eagle',
      'Fox',
      'Raven',
      'Iron',
      'Copper',
      'Red Tail',
      'Quail',
      'Sage',
      'Falcon',
      'Juniper',
      'Bear',
      'Elk',
    ],
    b: [
      'Ridge Cellars',
      'Creek Vineyards',
      'Hill Winery',
      'Valley Estate',
      'Bend Cellars',
      'Crest Vineyards',
      'Hollow Wines',
      'Canyon Winery',
      'Run Estate',
      'Mesa Vineyards',
    ],
  },
  France: {
    lead: ['Château', 'Domaine', 'Maison', 'Clos'],
    a: [
      'de la Roche',
      'des Vignes',
      'Saint-Martin',
      'de Valmont',
      'Belair',
      'du Moulin',
      'Beauséjour',
      'de la Croix',
      'Fontaine',
      'des Tours',
      'Lafleur-Bellevue',
    ],
    b: [''],
  },
  Italy: {
    lead: ['Tenuta', 'Cantina', 'Castello', 'Fattoria', 'Poggio'],
    a: ['San Lorenzo', 'Il Colle', 'Le Macchie', 'Bellavista', 'del Sole', 'Rossetti', 'La Querce', 'Montevecchio'],
    b: [''],
  },
  Spain: {
    lead: ['Bodegas', 'Viña', 'Señorío de'],
    a: ['Altamira', 'Los Olivos', 'Valdemar', 'Monteluz', 'El Cerro', 'Santa Clara'],
    b: [''],
  },
  Argentina: {
    lead: ['Bodega', 'Finca'],
    a: ['Los Andes', 'La Escondida', 'Altos del Plata', 'Piedra Negra', 'Cuyo Alto'],
    b: [''],
  },
  Chile: {
    lead: ['Viña', 'Casa'],
    a: ['Los Robles', 'Santa Helena', 'Cordillera', 'Valle Azul', 'El Huique'],
    b: [''],
  },
  Australia: {
    lead: [''],
    a: ['Kangaroo Ridge', 'Red Gum', 'Southern Cross', 'Wattle Creek', 'Two Hands Hill', 'Koala Bay'],
    b: ['Wines', 'Estate', 'Vineyards'],
  },
  'New Zealand': {
    lead: [''],
    a: ['Kowhai', 'Southern Alps', 'Tui Bay', 'Greywacke Hill', 'Kiwi Creek'],
    b: ['Wines', 'Estate'],
  },
  Germany: {
    lead: ['Weingut'],
    a: ['Schloss Reinhartshausen', 'Dr. Lenz', 'Müller-Berg', 'Sonnenhof', 'Kloster Eberbach'],
    b: [''],
  },
  Portugal: { lead: ['Quinta'], a: ['do Vale', 'da Serra', 'do Noval Alto', 'dos Carvalhos', 'da Ribeira'], b: [''] },
};
const CUVEE = [
  '',
  '',
  '',
  'Reserve',
  'Estate',
  'Old Vine',
  'Single Vineyard',
  'Grand Reserve',
  'Limited Release',
  'Barrel Select',
];

const NOTES: Record<Varietal['color'], { nose: string[]; palate: string[]; structure: string[] }> = {
  red: {
    nose: [
      'blackcurrant',
      'black cherry',
      'violet',
      'cedar',
      'tobacco leaf',
      'ripe plum',
      'raspberry',
      'dried herbs',
      'cocoa',
      'black pepper',
    ],
    palate: ['dark berries', 'mocha', 'plum', 'cherry', 'blackberry', 'baking spice', 'licorice'],
    structure: ['firm tannins', 'silky tannins', 'bright acidity', 'a long, savoury finish', 'polished tannins'],
  },
  white: {
    nose: [
      'green apple',
      'white peach',
      'citrus blossom',
      'pear',
      'lemon zest',
      'passion fruit',
      'honeysuckle',
      'wet stone',
    ],
    palate: ['crisp apple', 'ripe pear', 'lime', 'grapefruit', 'toasted brioche', 'melon'],
    structure: ['lively acidity', 'a creamy texture', 'a mineral finish', 'a clean, refreshing finish'],
  },
  rose: {
    nose: ['wild strawberry', 'watermelon', 'rose petal', 'pink grapefruit'],
    palate: ['red berries', 'citrus', 'white peach'],
    structure: ['a dry, crisp finish', 'refreshing acidity'],
  },
  sparkling: {
    nose: ['brioche', 'green apple', 'lemon curd', 'white flowers', 'toasted almond'],
    palate: ['crisp apple', 'citrus', 'pear', 'honey'],
    structure: ['fine, persistent bubbles', 'a creamy mousse', 'a bright, dry finish'],
  },
  sweet: {
    nose: ['apricot', 'honey', 'dried fig', 'orange marmalade', 'candied citrus', 'raisin'],
    palate: ['caramel', 'dried fruit', 'honeyed peach', 'toffee'],
    structure: ['balanced sweetness', 'a long, luscious finish'],
  },
};

function producerFor(r: Rand, country: string): string {
  const w = PRODUCER_WORDS[country] ?? PRODUCER_WORDS['United States'];
  return [pick(r, w.lead), pick(r, w.a), pick(r, w.b)].filter(Boolean).join(' ');
}

/** `count` wine products (each one or more sizes), numbered from `firstNumber`. */
export function generateWines(count: number, firstNumber: number, seed = 'wine'): MasterRow[] {
  const r = rng(seed);
  const rows: MasterRow[] = [];
  let number = firstNumber;
  const families = new Set<string>();
  for (let i = 0, made = 0; made < count && i < count * 4; i++) {
    const v = VARIETALS[i % VARIETALS.length];
    const origin = pick(r, v.origins);
    const [region, subRegion] = pick(r, origin.regions);
    const producer = producerFor(r, origin.country);
    const pickedCuvee = pick(r, CUVEE);
    const cuvee = pickedCuvee && producer.endsWith(pickedCuvee) ? '' : pickedCuvee;
    const vintage = v.nv ? '' : String(between(r, 2014, 2023));
    const displayName =
      origin.country === 'France' || origin.country === 'Italy' || origin.country === 'Spain'
        ? r() < 0.5
          ? subRegion
          : v.name
        : v.name;
    const itemName = [producer, cuvee, displayName].filter(Boolean).join(' ');
    const family = `wine|${itemName.toLowerCase()}|${vintage}`;
    if (families.has(family)) continue; // one product per name and vintage
    families.add(family);
    made++;
    const n = NOTES[v.color];
    const [a, b] = pickSome(r, n.nose, 2);
    const price = between(r, v.price[0], v.price[1]) * 100 + 99;
    const rating = r() < 0.45 ? `${between(r, 87, 98)} Points` : '';
    const abv =
      v.color === 'sweet' && v.name === 'Port'
        ? 20
        : v.name === 'Moscato'
          ? 5.5
          : v.color === 'sparkling'
            ? 12
            : Math.round((12.5 + r() * 2.5) * 10) / 10;
    const common = {
      itemName,
      brand: producer,
      mainCategory: 'Wine',
      subCategory1: v.group,
      finalCategory: v.name,
      packType: 'Bottle',
      packQuantity: 1,
      country: origin.country,
      state: origin.state ?? '',
      vintage,
      typeOfGrape: v.grape,
      subRegionOne: region,
      subRegionTwo: subRegion,
      abv,
      winery: producer,
      primaryDesc: `${cuvee ? `${cuvee} ` : ''}${v.name} from ${subRegion}, ${region}${origin.state ? `, ${origin.state}` : ''}. ${pick(r, ['Hand-harvested and', 'Estate-grown and', 'Sourced from old vines and'])} ${pick(r, ['aged in French oak', 'fermented in stainless steel', 'aged on the lees', 'matured in a mix of new and used barrels'])}.`,
      tastingNotes: `Aromas of ${a} and ${b}; the palate shows ${pick(r, n.palate)} and ${pick(r, n.palate)}, with ${pick(r, n.structure)}.`,
      specialRating: rating,
      packPriceCents: 0,
      family,
      labelNote: vintage || 'N.V.',
    };
    const sizes: [number, number, number][] = [[750, 12, price]];
    if (r() < 0.15) sizes.push([375, 24, shelfPriceCents(Math.round(price * 0.55))]);
    if (r() < 0.1 && v.color !== 'sweet') sizes.push([1500, 6, shelfPriceCents(Math.round(price * 2.1))]);
    for (const [ml, caseQuantity, unit] of sizes) {
      rows.push({
        ...common,
        itemNumber: String(number),
        size: ml >= 1000 ? `${ml / 1000} L` : `${ml} ml`,
        sizeMl: ml,
        caseQuantity,
        upc: upcFrom(8_500_000_000 + number),
        unitPriceCents: unit,
        casePriceCents: shelfPriceCents(Math.round(unit * caseQuantity * 0.9)),
      });
      number++;
    }
  }
  return rows;
}

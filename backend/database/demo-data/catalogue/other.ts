/** Demo beer, sake, extras and soda built from small realistic vocabularies. */
import { MasterRow } from './master-row';
import { spiritNotes } from './spirit-notes';
import { between, pick, rng, shelfPriceCents, upcFrom } from './text';

interface Style {
  name: string;
  group: string;
  abv: [number, number];
  words: string[];
  notes: string;
  imported?: [string, string][];
}
const BEER_STYLES: Style[] = [
  { name: 'IPA', group: 'Ales', abv: [5.8, 7.5], words: ['Hop Trail', 'Citra Haze', 'Juicy Bits', 'West Coast', 'Pine Bluff', 'Double Dry Hopped'], notes: 'Bursting with citrus and pine from late hop additions, with a firm, dry bitterness.' },
  { name: 'Pale Ale', group: 'Ales', abv: [4.8, 5.8], words: ['Prairie Pale', 'Sunset', 'Riverbend', 'Golden Hour'], notes: 'Bright and balanced: floral hops over a biscuity malt backbone.' },
  { name: 'Amber Ale', group: 'Ales', abv: [5, 6], words: ['Red Barn', 'Harvest Amber', 'Copper Kettle'], notes: 'Toasty caramel malt with a gentle hop finish.' },
  { name: 'Wheat Beer', group: 'Ales', abv: [4.5, 5.5], words: ['Hefeweizen', 'Summer Wheat', 'Blue Moonrise'], notes: 'Hazy and refreshing with notes of banana, clove and orange peel.' },
  { name: 'Sour Ale', group: 'Ales', abv: [4, 6], words: ['Tart Cherry Gose', 'Raspberry Sour', 'Passionfruit Kettle Sour'], notes: 'Puckering tartness with bright fruit and a clean, dry finish.' },
  { name: 'Lager', group: 'Lagers', abv: [4.5, 5.2], words: ['Premium Lager', 'Classic Lager', 'Golden Lager'], notes: 'Crisp and clean with a soft grainy sweetness.', imported: [['Germany', 'Bavaria'], ['Netherlands', '']] },
  { name: 'Pilsner', group: 'Lagers', abv: [4.6, 5.3], words: ['Pils', 'Bohemian Pilsner', 'Czech Style Pils'], notes: 'Spicy noble hops and a snappy, dry finish.', imported: [['Czech Republic', 'Bohemia'], ['Germany', 'Bavaria']] },
  { name: 'Light Lager', group: 'Lagers', abv: [4, 4.3], words: ['Light', 'Lite', 'Ultra Light'], notes: 'Light-bodied and easy drinking, made for long summer afternoons.' },
  { name: 'Mexican Lager', group: 'Lagers', abv: [4.4, 4.8], words: ['Cerveza', 'Clara', 'Playa'], notes: 'Light and crisp; best with a wedge of lime.', imported: [['Mexico', 'Jalisco']] },
  { name: 'Stout', group: 'Dark Beer', abv: [4.2, 10], words: ['Oatmeal Stout', 'Imperial Stout', 'Dry Irish Stout', 'Milk Stout'], notes: 'Roasted coffee and dark chocolate with a creamy body.', imported: [['Ireland', 'Dublin']] },
  { name: 'Porter', group: 'Dark Beer', abv: [5.5, 7], words: ['Robust Porter', 'Smoked Porter', 'Baltic Porter'], notes: 'Chocolate, toffee and a whisper of smoke.' },
  { name: 'Hard Cider', group: 'Cider & Seltzer', abv: [5, 6.9], words: ['Dry Apple Cider', 'Honeycrisp Cider', 'Rosé Cider'], notes: 'Made from fresh-pressed apples; crisp and lightly sparkling.' },
  { name: 'Hard Seltzer', group: 'Cider & Seltzer', abv: [4.5, 5], words: ['Black Cherry Seltzer', 'Lime Seltzer', 'Mango Seltzer', 'Variety Pack Seltzer'], notes: 'Sparkling water with a splash of fruit; 100 calories.' },
];
const BREWERIES = ['Raccoon River Brewing', 'Cedar Valley Brewing', 'Prairie Wind Brewing', 'Big Sky Brewing Co', 'Iron Horse Brewery', 'Lakeside Beer Co', 'Old Mill Brewery', 'Granite Peak Brewing', 'Hawkeye Brewing', 'Two Rivers Brewing', 'Northwind Brewery', 'Barn Owl Brewing'];
const IMPORT_BREWERIES: Record<string, string[]> = { Germany: ['Brauerei Hofbräu-Keller', 'Klosterbräu'], Netherlands: ['Brouwerij De Molen'], 'Czech Republic': ['Pivovar Bohemia'], Mexico: ['Cervecería del Pacífico', 'Cervecería Jalisco'], Ireland: ['Liffey Brewing'] };

function beerPacks(number: number, base: number, isTallboy: boolean): { size: string; ml: number; packType: string; pack: number; kase: number; unit: number; packPrice: number; casePrice: number }[] {
  if (isTallboy) return [{ size: '16 oz', ml: 473, packType: '4-Pack Cans', pack: 4, kase: 24, unit: 0, packPrice: shelfPriceCents(base * 4 + 150), casePrice: 0 }];
  return [
    { size: '12 oz', ml: 355, packType: '6-Pack Cans', pack: 6, kase: 24, unit: 0, packPrice: shelfPriceCents(base * 6), casePrice: 0 },
    { size: '12 oz', ml: 355, packType: '12-Pack Cans', pack: 12, kase: 24, unit: 0, packPrice: shelfPriceCents(Math.round(base * 12 * 0.9)), casePrice: 0 },
    { size: '12 oz', ml: 355, packType: 'Case', pack: 24, kase: 24, unit: 0, packPrice: 0, casePrice: shelfPriceCents(Math.round(base * 24 * 0.8)) },
  ].slice(0, number % 3 === 0 ? 3 : 2);
}

export function generateBeers(count: number, firstNumber: number, seed = 'beer'): MasterRow[] {
  const r = rng(seed);
  const rows: MasterRow[] = [];
  let number = firstNumber;
  const names = new Set<string>();
  for (let i = 0, made = 0; made < count && i < count * 4; i++) {
    const style = BEER_STYLES[i % BEER_STYLES.length];
    const imported = style.imported && r() < 0.4 ? pick(r, style.imported) : undefined;
    const country = imported ? imported[0] : 'United States';
    const brewery = imported ? pick(r, IMPORT_BREWERIES[country]) : pick(r, BREWERIES);
    const word = pick(r, style.words);
    const itemName = `${brewery.replace(/ (Brewing|Brewery|Beer Co|Brewing Co)$/, '')} ${word}${word.includes(style.name) || /Seltzer|Cider|Stout|Porter|Pils|Lager|Sour|Gose|Wheat|Hefeweizen/.test(word) ? '' : ` ${style.name}`}`;
    if (names.has(itemName)) continue; // one product per name
    names.add(itemName);
    made++;
    const abv = Math.round((style.abv[0] + r() * (style.abv[1] - style.abv[0])) * 10) / 10;
    const perCan = between(r, 150, 320);
    for (const p of beerPacks(i, perCan, r() < 0.2)) {
      rows.push({
        itemNumber: String(number),
        itemName,
        brand: brewery,
        mainCategory: 'Beer',
        subCategory1: style.group,
        finalCategory: style.name,
        size: p.size,
        sizeMl: p.ml,
        packType: p.packType,
        packQuantity: p.pack,
        caseQuantity: p.kase,
        country,
        state: imported ? '' : pick(r, ['Iowa', 'Iowa', 'Colorado', 'Minnesota', 'Wisconsin', 'Michigan']),
        vintage: '',
        typeOfGrape: '',
        subRegionOne: imported ? imported[1] : '',
        subRegionTwo: '',
        abv,
        winery: brewery,
        upc: upcFrom(7_100_000_000 + number),
        primaryDesc: `${style.notes} Brewed by ${brewery}.`,
        tastingNotes: style.notes,
        specialRating: r() < 0.15 ? `${between(r, 88, 96)} Points` : '',
        unitPriceCents: p.unit,
        packPriceCents: p.packPrice,
        casePriceCents: p.casePrice,
        family: `beer|${itemName.toLowerCase()}`,
        labelNote: `${abv}% ABV`,
      });
      number++;
    }
  }
  return rows;
}

const SAKE = [
  ['Yuki no Kura', 'Junmai Daiginjo', 'Niigata'],
  ['Kamo River', 'Junmai Ginjo', 'Kyoto'],
  ['Hakuba Snow', 'Junmai', 'Nagano'],
  ['Nada Harbor', 'Tokubetsu Junmai', 'Hyogo'],
  ['Akita Moon', 'Junmai Ginjo', 'Akita'],
  ['Tsuru no Mai', 'Nigori', 'Hiroshima'],
  ['Kura Sakura', 'Sparkling Sake', 'Yamaguchi'],
  ['Fushimi Spring', 'Honjozo', 'Kyoto'],
  ['Dewa Mountain', 'Junmai Daiginjo', 'Yamagata'],
  ['Koshi Field', 'Junmai', 'Niigata'],
  ['Shiro Kaze', 'Nigori', 'Hyogo'],
  ['Hana Matsuri', 'Junmai Ginjo', 'Fukuoka'],
];

export function generateSake(firstNumber: number): MasterRow[] {
  const rows: MasterRow[] = [];
  let number = firstNumber;
  SAKE.forEach(([maker, grade, prefecture], i) => {
    const r = rng(`sake|${i}`);
    const itemName = `${maker} ${grade}`;
    const notes = spiritNotes('Sake', itemName, 0, `sake${i}`);
    for (const [ml, kase, price] of [[720, 12, between(r, 22, 75) * 100 + 99], [300, 24, between(r, 9, 24) * 100 + 99]] as const) {
      if (ml === 300 && i % 2 === 1) continue;
      rows.push({
        itemNumber: String(number),
        itemName,
        brand: maker,
        mainCategory: 'Liquor',
        subCategory1: 'Spirits',
        finalCategory: 'Sake',
        size: `${ml} ml`,
        sizeMl: ml,
        packType: 'Bottle',
        packQuantity: 1,
        caseQuantity: kase,
        country: 'Japan',
        state: '',
        vintage: '',
        typeOfGrape: 'Yamada Nishiki rice',
        subRegionOne: prefecture,
        subRegionTwo: '',
        abv: Math.round((14.5 + r() * 2) * 10) / 10,
        winery: maker,
        upc: upcFrom(4_900_000_000 + number),
        primaryDesc: `${grade} sake brewed in ${prefecture} Prefecture. ${notes.description.split('. ').slice(1).join('. ')}`,
        tastingNotes: notes.tasting,
        specialRating: notes.rating,
        unitPriceCents: price,
        packPriceCents: 0,
        casePriceCents: shelfPriceCents(Math.round(price * kase * 0.9)),
        family: `sake|${itemName.toLowerCase()}`,
        labelNote: grade,
      });
      number++;
    }
  });
  return rows;
}

type Simple = [name: string, brand: string, item: string, size: string, ml: number, packType: string, pack: number, kase: number, priceCents: number, desc: string];
const EXTRAS: Simple[] = [
  ['Aromatic Cocktail Bitters', 'Old Dock', 'Mixers & Bitters', '5 oz', 148, 'Bottle', 1, 12, 1099, 'Gentian, clove and cinnamon: two dashes make an Old Fashioned.'],
  ['Orange Bitters', 'Old Dock', 'Mixers & Bitters', '5 oz', 148, 'Bottle', 1, 12, 1099, 'Seville orange peel and cardamom for martinis and spritzes.'],
  ['Peychaud-Style Creole Bitters', 'Bayou Bar Co', 'Mixers & Bitters', '10 oz', 296, 'Bottle', 1, 12, 1299, 'Anise and cherry notes; the heart of a Sazerac.'],
  ['Classic Margarita Mix', 'Sunny Cantina', 'Mixers & Bitters', '1 L', 1000, 'Bottle', 1, 12, 599, 'Real lime juice and agave nectar: add tequila and ice.'],
  ['Bloody Mary Mix Extra Spicy', 'Heartland Mixers', 'Mixers & Bitters', '1 L', 1000, 'Bottle', 1, 12, 749, 'Vine-ripe tomato, horseradish and black pepper.'],
  ['Premium Tonic Water', 'Fever Hill', 'Mixers & Bitters', '200 ml', 200, '4-Pack', 4, 24, 599, 'Natural quinine with a clean, bittersweet finish.'],
  ['Ginger Beer', 'Fever Hill', 'Mixers & Bitters', '200 ml', 200, '4-Pack', 4, 24, 599, 'Three gingers for a fiery Moscow Mule.'],
  ['Simple Syrup', 'Heartland Mixers', 'Mixers & Bitters', '375 ml', 375, 'Bottle', 1, 12, 499, 'Pure cane sugar syrup for cocktails and iced tea.'],
  ['Grenadine', 'Heartland Mixers', 'Mixers & Bitters', '375 ml', 375, 'Bottle', 1, 12, 549, 'Made with real pomegranate.'],
  ['Sweet & Sour Mix', 'Sunny Cantina', 'Mixers & Bitters', '1 L', 1000, 'Bottle', 1, 12, 449, 'Lemon and lime for whiskey sours and Long Islands.'],
  ['Piña Colada Mix', 'Sunny Cantina', 'Mixers & Bitters', '1 L', 1000, 'Bottle', 1, 12, 599, 'Coconut cream and pineapple: add rum and blend with ice.'],
  ['Old Fashioned Cocktail Syrup', 'Bayou Bar Co', 'Mixers & Bitters', '8 oz', 237, 'Bottle', 1, 12, 1199, 'Demerara sugar, bitters and orange in one pour.'],
  ['Lime Juice', 'Heartland Mixers', 'Mixers & Bitters', '1 L', 1000, 'Bottle', 1, 12, 549, 'Fresh-squeezed taste for margaritas and gimlets.'],
  ['Blue Cheese Stuffed Olives', 'Mediterranean Grove', 'Olives & Pickled Veggies', '7 oz', 207, 'Jar', 1, 12, 799, 'Plump green olives hand-stuffed with creamy blue cheese.'],
  ['Garlic Stuffed Olives', 'Mediterranean Grove', 'Olives & Pickled Veggies', '7 oz', 207, 'Jar', 1, 12, 749, 'Queen olives stuffed with whole garlic cloves.'],
  ['Castelvetrano Olives', 'Mediterranean Grove', 'Olives & Pickled Veggies', '10 oz', 296, 'Jar', 1, 12, 899, 'Buttery, bright green Sicilian olives.'],
  ['Cocktail Onions', 'Prairie Pickle Co', 'Olives & Pickled Veggies', '8 oz', 237, 'Jar', 1, 12, 549, 'Crisp pearl onions for the perfect Gibson.'],
  ['Spicy Pickled Green Beans', 'Prairie Pickle Co', 'Olives & Pickled Veggies', '16 oz', 473, 'Jar', 1, 12, 699, 'Dilly beans with chili: a Bloody Mary garnish.'],
  ['Pickled Asparagus', 'Prairie Pickle Co', 'Olives & Pickled Veggies', '16 oz', 473, 'Jar', 1, 12, 849, 'Tender spears in a garlic brine.'],
  ['Pickled Okra', 'Prairie Pickle Co', 'Olives & Pickled Veggies', '16 oz', 473, 'Jar', 1, 12, 649, 'Southern-style, lightly spiced.'],
  ['Luxardo-Style Cocktail Cherries', 'Mediterranean Grove', 'Olives & Pickled Veggies', '14 oz', 414, 'Jar', 1, 12, 1999, 'Dark candied cherries in rich syrup.'],
  ['Jalapeño Stuffed Olives', 'Mediterranean Grove', 'Olives & Pickled Veggies', '7 oz', 207, 'Jar', 1, 12, 749, 'Green olives with a kick of jalapeño.'],
];
const SODA: Simple[] = [
  ['Classic Cola', 'Cedar Fizz', 'Cola', '12 oz', 355, '12-Pack Cans', 12, 24, 799, 'Crisp cola with a hint of vanilla and spice.'],
  ['Classic Cola', 'Cedar Fizz', 'Cola', '2 L', 2000, 'Bottle', 1, 8, 299, 'Crisp cola with a hint of vanilla and spice.'],
  ['Zero Sugar Cola', 'Cedar Fizz', 'Cola', '12 oz', 355, '12-Pack Cans', 12, 24, 799, 'All the cola taste, zero sugar.'],
  ['Mexican Cola', 'Cedar Fizz', 'Cola', '355 ml', 355, 'Bottle', 1, 24, 199, 'Made with cane sugar, in glass.'],
  ['Lemon-Lime Soda', 'Cedar Fizz', 'Lemon-Lime', '12 oz', 355, '12-Pack Cans', 12, 24, 799, 'Clear, crisp citrus soda.'],
  ['Lemon-Lime Soda', 'Cedar Fizz', 'Lemon-Lime', '2 L', 2000, 'Bottle', 1, 8, 299, 'Clear, crisp citrus soda.'],
  ['Dry Ginger Ale', 'Fever Hill', 'Ginger Ale & Beer', '12 oz', 355, '12-Pack Cans', 12, 24, 849, 'Real ginger, lightly sweet; the classic highball mixer.'],
  ['Spicy Ginger Beer', 'Fever Hill', 'Ginger Ale & Beer', '12 oz', 355, '6-Pack Bottles', 6, 24, 699, 'Fiery, cloudy ginger beer brewed with fresh ginger.'],
  ['Old Fashioned Root Beer', 'Prairie Soda Works', 'Root Beer', '12 oz', 355, '6-Pack Bottles', 6, 24, 649, 'Sassafras, vanilla and wintergreen; creamy head.'],
  ['Cream Soda', 'Prairie Soda Works', 'Root Beer', '12 oz', 355, '6-Pack Bottles', 6, 24, 649, 'Madagascar vanilla and cane sugar.'],
  ['Orange Soda', 'Prairie Soda Works', 'Fruit Soda', '12 oz', 355, '6-Pack Bottles', 6, 24, 649, 'Sunny orange made with real juice.'],
  ['Grapefruit Soda', 'Sunny Cantina', 'Fruit Soda', '355 ml', 355, '4-Pack', 4, 24, 599, 'Tart grapefruit soda for Palomas.'],
  ['Black Cherry Soda', 'Prairie Soda Works', 'Fruit Soda', '12 oz', 355, '6-Pack Bottles', 6, 24, 649, 'Deep, dark cherry flavour.'],
  ['Sparkling Mineral Water', 'Clear Springs', 'Sparkling Water', '1 L', 1000, 'Bottle', 1, 12, 249, 'Naturally carbonated with fine bubbles.'],
  ['Lime Sparkling Water', 'Clear Springs', 'Sparkling Water', '12 oz', 355, '8-Pack Cans', 8, 24, 549, 'Zero calories, a squeeze of lime.'],
  ['Grapefruit Sparkling Water', 'Clear Springs', 'Sparkling Water', '12 oz', 355, '8-Pack Cans', 8, 24, 549, 'Zero calories, bright grapefruit.'],
  ['Club Soda', 'Fever Hill', 'Tonic & Club Soda', '1 L', 1000, 'Bottle', 1, 12, 199, 'Lightly mineral club soda for highballs.'],
  ['Indian Tonic Water', 'Fever Hill', 'Tonic & Club Soda', '1 L', 1000, 'Bottle', 1, 12, 299, 'Classic tonic with natural quinine.'],
];

function simpleRows(list: Simple[], mainCategory: string, groupOf: (item: string) => string, firstNumber: number, upcBase: number): MasterRow[] {
  return list.map(([name, brand, item, size, ml, packType, pack, kase, price, desc], i) => {
    const number = firstNumber + i;
    const isPack = pack > 1;
    return {
      itemNumber: String(number),
      itemName: `${brand} ${name}`,
      brand,
      mainCategory,
      subCategory1: groupOf(item),
      finalCategory: item,
      size,
      sizeMl: ml,
      packType,
      packQuantity: pack,
      caseQuantity: kase,
      country: 'United States',
      state: '',
      vintage: '',
      typeOfGrape: '',
      subRegionOne: '',
      subRegionTwo: '',
      abv: null,
      winery: brand,
      upc: upcFrom(upcBase + number),
      primaryDesc: desc,
      tastingNotes: '',
      specialRating: '',
      unitPriceCents: isPack ? 0 : price,
      packPriceCents: isPack ? price : 0,
      casePriceCents: isPack ? 0 : shelfPriceCents(Math.round(price * kase * 0.9)),
      family: `${mainCategory.toLowerCase()}|${brand.toLowerCase()} ${name.toLowerCase()}`,
      labelNote: size,
    };
  });
}

export function generateExtras(firstNumber: number): MasterRow[] {
  return simpleRows(EXTRAS, 'Extras', () => 'Mixers', firstNumber, 3_300_000_000);
}

export function generateSoda(firstNumber: number): MasterRow[] {
  return simpleRows(SODA, 'Soda', (item) => (item === 'Sparkling Water' || item === 'Tonic & Club Soda' ? 'Sparkling Water' : 'Soft Drinks'), firstNumber, 1_200_000_000);
}

/** Descriptions, tasting notes and ratings for spirits, composed from per-type vocabularies. */
import { between, pick, pickSome, rng } from './text';

const NOSE: Record<string, string[]> = {
  Vodka: [
    'clean grain',
    'soft citrus peel',
    'white pepper',
    'fresh bread',
    'a hint of vanilla',
    'cracked black pepper',
  ],
  Whiskey: [
    'caramel',
    'toasted oak',
    'vanilla bean',
    'dried cherry',
    'honeyed malt',
    'baking spice',
    'orange zest',
    'peat smoke',
    'leather',
    'brown sugar',
  ],
  Tequila: ['cooked agave', 'lime zest', 'white pepper', 'wet stone', 'vanilla', 'toasted oak', 'green herbs', 'honey'],
  Rum: ['molasses', 'banana', 'toasted coconut', 'brown sugar', 'vanilla', 'allspice', 'tropical fruit', 'cinnamon'],
  Gin: [
    'juniper',
    'coriander seed',
    'lemon peel',
    'angelica root',
    'cucumber',
    'pink pepper',
    'lavender',
    'grapefruit',
  ],
  Brandy: ['dried apricot', 'golden raisin', 'vanilla', 'candied orange', 'toasted almond', 'oak', 'fig'],
  Liqueur: [
    'ripe fruit',
    'sweet cream',
    'cinnamon',
    'chocolate',
    'orange blossom',
    'fresh mint',
    'roasted coffee',
    'honey',
  ],
  Sake: ['steamed rice', 'melon', 'pear', 'white flowers', 'banana', 'anise'],
  'Ready To Drink Cocktails': ['fresh lime', 'ripe strawberry', 'orange', 'tart citrus', 'sweet mango', 'ginger'],
};
const FINISH = [
  'a long, warming finish',
  'a crisp, clean finish',
  'a smooth, lingering finish',
  'a gently spiced finish',
  'a bright, refreshing finish',
  'a rich, velvety finish',
];
const SERVE: Record<string, string[]> = {
  Vodka: [
    'Keep it in the freezer for ice-cold shots or build a classic martini.',
    'Made for a vodka soda with a squeeze of lime.',
  ],
  Whiskey: ['Sip it neat, with a drop of water, or in an Old Fashioned.', 'A natural for a Manhattan or a highball.'],
  Tequila: [
    'Shake it into a margarita or sip it slowly with an orange slice.',
    'Try it in a Paloma with grapefruit soda.',
  ],
  Rum: ['Mix a daiquiri or pour it over ice with a squeeze of lime.', 'Perfect for a Mai Tai or a rum and cola.'],
  Gin: ['Build a gin and tonic with plenty of ice and a citrus twist.', 'Stir it into a Negroni or a dry martini.'],
  Brandy: ['Warm a snifter in your hand and sip slowly after dinner.', 'Classic in a Sidecar.'],
  Liqueur: ['Pour over ice, add to coffee, or drizzle over dessert.', 'A versatile cocktail ingredient.'],
  Sake: [
    'Serve chilled in small glasses with sushi or grilled fish.',
    'Lovely lightly chilled; gentle warming brings out the rice.',
  ],
  'Ready To Drink Cocktails': [
    'Chill, shake and pour over ice: no bar tools needed.',
    'Ready for the cooler, the boat or the porch.',
  ],
};
const RATING_SOURCES = ['Points', 'Pts Spirits Journal', 'Pts Whisky Advocate', 'Pts Tasting Panel'];

export function spiritNotes(
  type: string,
  name: string,
  age: number,
  seed: string,
): { description: string; tasting: string; rating: string } {
  const r = rng(`spirit|${seed}`);
  const nose = NOSE[type] ?? NOSE.Liqueur;
  const [a, b, c] = pickSome(r, nose, 3);
  const aged = age > 0 ? ` Aged ${age} years before bottling.` : '';
  const description = `${name} is a ${type === 'Ready To Drink Cocktails' ? 'ready-to-drink cocktail' : type.toLowerCase()} with character.${aged} ${pick(r, SERVE[type] ?? SERVE.Liqueur)}`;
  const tasting = `Aromas of ${a} and ${b} lead to a palate of ${c}, with ${pick(r, FINISH)}.`;
  const rated = r() < (type === 'Whiskey' || type === 'Tequila' || type === 'Brandy' ? 0.35 : 0.15);
  const rating = rated ? `${between(r, 86, 97)} ${pick(r, RATING_SOURCES)}` : '';
  return { description, tasting, rating };
}

import { packFromName } from './pack-words';

describe('pack words in a product name', () => {
  it.each([
    ['Bud Light 6PK 12oz', 6],
    ['Corona Extra 12 PACK', 12],
    ['White Claw 6-pack', 6],
    ['Heineken 4/6 12oz', 6],
    ['Miller Lite 4/6/12oz', 6],
    ['24pk cans', 24],
  ])('%s -> %d', (name, n) => expect(packFromName(name)).toBe(n));

  it.each([
    'Jack Daniels 750ml',
    'Glenlivet 12 Yr',
    'Coors 6/12 oz',
    'Old Forester Birthday Bourbon 2020/2021',
    'Ketel One 1/2 gal',
    'Item 100pk',
    '',
  ])('%s states no pack', (name) => expect(packFromName(name)).toBeNull());
});

import { beverageBody, formProblem, formValuesOf } from './BeverageFields';

describe('the beverage form: a typed alcohol content', () => {
  const form = (alcohol_Content: string) => ({ ...formValuesOf({ item_Name: 'Barton Gin' }), alcohol_Content });

  it('keeps one that is not in the list and sends it as the abv', () => {
    for (const [typed, abv] of [
      ['41.5', 41.5],
      ['41.5%', 41.5],
      ['13.5 %', 13.5],
      ['0', 0],
      ['100%', 100],
    ] as const) {
      expect([typed, formProblem(form(typed))]).toEqual([typed, null]);
      expect(beverageBody(form(typed)).abv).toBe(abv);
    }
    expect(beverageBody(form('')).abv).toBeNull();
  });

  it('refuses one that is not a percentage with a word, instead of saving no abv', () => {
    for (const typed of ['strong', '40 proof', '101%', '-5', '4O%'])
      expect([typed, formProblem(form(typed))]).toEqual([
        typed,
        'Alcohol content must be a percentage from 0 to 100, such as 40% or 13.5%.',
      ]);
  });
});

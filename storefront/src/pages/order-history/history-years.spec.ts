import { historyYears } from './history-years';

describe('order history year filters', () => {
  it('offers the current year and the two before it', () => {
    expect(historyYears('America/Chicago', new Date('2026-11-23T12:00:00Z'))).toEqual(['2026', '2025', '2024']);
    expect(historyYears('America/Chicago', new Date('2025-06-01T12:00:00Z'))).toEqual(['2025', '2024', '2023']);
  });

  it("turns over at midnight in the store's time zone, not UTC", () => {
    // 2027-01-01 03:00 UTC is still New Year's Eve in Iowa, already New Year in Berlin.
    const at = new Date('2027-01-01T03:00:00Z');
    expect(historyYears('America/Chicago', at)[0]).toBe('2026');
    expect(historyYears('Europe/Berlin', at)[0]).toBe('2027');
    expect(historyYears('America/Chicago', new Date('2027-01-01T07:00:00Z'))[0]).toBe('2027');
  });
});

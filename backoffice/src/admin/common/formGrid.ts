/**
 * A form grid: one column on phones, two on tablets (up to the 1024 px mobile breakpoint of
 * spec 9), `columns` on wider screens.
 */
export function formGrid(columns: number, gap = 1.5) {
  return {
    display: 'grid',
    gap,
    width: '100%',
    gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
    '@media (min-width: 640px) and (max-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  } as const;
}

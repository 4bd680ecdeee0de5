/**
 * At most `limit` pieces of work at a time; the others wait their turn, first come first served.
 * The catalogue's big reads (a whole store, or a cold store's category) each hold thousands of rows
 * until their snapshot is made: letting every cold request read at once would hold them all in the
 * heap together, and give the two cores no less work.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

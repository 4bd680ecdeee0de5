import { Gate } from './gate';

describe('Gate', () => {
  it('runs at most `limit` pieces of work at a time, the rest in order of arrival', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const all = [0, 1, 2, 3, 4].map((k) =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(k);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return k;
      }),
    );
    for (let step = 0; step < 5; step++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new Gate(1);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

import { binaryRows, withLiterals } from './copy-out';

describe('copy-out', () => {
  it('writes integers and plain texts in as literals, and nothing else', () => {
    expect(withLiterals('SELECT $1, $2, $1', [42, '2026-12-06'])).toBe("SELECT 42, '2026-12-06', 42");
    expect(() => withLiterals('SELECT $1', ["x'; DROP TABLE store; --"])).toThrow(/plain text/);
    expect(() => withLiterals('SELECT $1', [1.5])).toThrow();
    expect(() => withLiterals('SELECT $2', [1])).toThrow();
  });

  it("reads COPY's binary format: fields, NULLs and rows", () => {
    const int32 = (n: number) => {
      const b = Buffer.alloc(4);
      b.writeInt32BE(n);
      return b;
    };
    const int16 = (n: number) => {
      const b = Buffer.alloc(2);
      b.writeInt16BE(n);
      return b;
    };
    const data = Buffer.concat([
      Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
      int32(0),
      int32(2),
      Buffer.from([9, 9]),
      int16(2),
      int32(3),
      Buffer.from('abc'),
      int32(-1),
      int16(1),
      int32(0),
      int16(-1),
    ]);
    expect(binaryRows(data).map((row) => row.map((f) => f && f.toString()))).toEqual([['abc', null], ['']]);
    expect(() => binaryRows(Buffer.from('not a copy at all'))).toThrow(/binary COPY/);
  });
});

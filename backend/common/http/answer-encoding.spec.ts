import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerEncoding, COMPRESS_FROM_BYTES, compressAnswer } from './answer-encoding';

describe('answerEncoding', () => {
  const big = COMPRESS_FROM_BYTES;
  const ask = (header: string | undefined, size = big, extra: Record<string, string> = {}) =>
    answerEncoding({ ...(header === undefined ? {} : { 'accept-encoding': header }), ...extra }, size);

  it("takes brotli from a browser's header, gzip when only it is accepted or preferred", () => {
    expect(ask('gzip, deflate, br, zstd')).toBe('br');
    expect(ask('GZIP')).toBe('gzip');
    expect(ask('gzip;q=0.9, br;q=0.8')).toBe('gzip');
    expect(ask('br;q=0, gzip')).toBe('gzip');
    expect(ask('*')).toBe('br');
  });

  it('sends the body as it is for no header, identity or an encoding it does not keep, a small body, x-no-compression', () => {
    expect(ask(undefined)).toBeUndefined();
    expect(ask('identity')).toBeUndefined();
    expect(ask('deflate')).toBeUndefined();
    expect(ask('br;q=0, gzip;q=0')).toBeUndefined();
    expect(ask('br', big - 1)).toBeUndefined();
    expect(ask('br', big, { 'x-no-compression': '1' })).toBeUndefined();
  });
});

describe('compressAnswer', () => {
  it('compresses to bytes that decode to the answer', () => {
    const json = Buffer.from(
      JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ itemNumber: `A${i}`, price: i }))),
    );
    const br = compressAnswer(json, 'br');
    const gzip = compressAnswer(json, 'gzip');
    expect(brotliDecompressSync(br).equals(json)).toBe(true);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
    expect(br.length).toBeLessThan(json.length / 4);
  });
});

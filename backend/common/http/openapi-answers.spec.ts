import type { OpenAPIObject } from '@nestjs/swagger';
import { declareAnswers, list, obj, record } from './openapi-answers';

describe('answer shapes', () => {
  it('writes short fields as schemas; a name ending in ? is optional, |null allows null', () => {
    expect(obj({ id: 'number', 'note?': 'string|null', tags: list('string'), extra: record('number') })).toEqual({
      type: 'object',
      properties: {
        id: { type: 'number' },
        note: { type: 'string', nullable: true },
        tags: { type: 'array', items: { type: 'string' } },
        extra: { type: 'object', additionalProperties: { type: 'number' } },
      },
      required: ['id', 'tags', 'extra'],
    });
    expect(() => obj({ id: 'numbr' })).toThrow(/numbr/);
  });
});

describe('declareAnswers', () => {
  const op = (extra: Record<string, unknown>) => ({ responses: { '200': { description: '' } }, ...extra });
  const doc = () =>
    ({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/things/{id}': {
          put: op({
            security: [{ bearer: [] }],
            parameters: [{ in: 'path', name: 'id' }],
            requestBody: {},
            'x-answer': { media: { contentType: 'application/json', schema: { type: 'object' } }, refusals: [422] },
          }),
        },
        '/api/things': { get: op({ security: [{}], parameters: [{ in: 'query', name: 'q' }] }) },
      },
      components: {},
    }) as unknown as OpenAPIObject;

  it('gives each operation the error answers of its kind, its own refusals and the error body', () => {
    const d = doc();
    declareAnswers(d);
    const put = (d.paths['/api/things/{id}'] as any).put;
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422']);
    expect(put.responses['200'].content['application/json'].schema).toEqual({ type: 'object' });
    expect(put.responses['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorAnswer',
    });
    expect(put['x-answer']).toBeUndefined();
    const get = (d.paths['/api/things'] as any).get;
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '429', '431']);
    expect(d.components!.schemas!.ErrorAnswer).toMatchObject({ required: ['statusCode', 'message', 'error'] });
  });
});

import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** One answer as the fuzz suite received it. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

interface Declared {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

/** The declared media type a received Content-Type falls under ('image/png' under 'image/*'). */
function mediaFor(content: Record<string, unknown>, received: string): string | undefined {
  const type = received.split(';')[0].trim().toLowerCase();
  return Object.keys(content).find((m) => m === type || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))));
}

/**
 * Checks answers against what the OpenAPI document declares for their operation: the status is
 * among the operation's answers, the media type is the declared one, and a JSON body is valid
 * against its schema (ajv, with the document's components for $refs). Returns what is wrong, or
 * undefined when the answer is as declared.
 */
export function answerChecker(doc: OpenAPIObject) {
  // OpenAPI 3.0 schemas: `nullable` and `example` are its keywords, not JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: true, keywords: ['example'] });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Record<string, unknown>) => {
    let v = compiled.get(key);
    if (!v) {
      // The schema at the root with the document's components beside it: '#/components/...' resolves.
      v = ajv.compile({ ...schema, components: doc.components });
      compiled.set(key, v);
    }
    return v;
  };

  return (method: string, path: string, answer: Answer): string | undefined => {
    const op = (doc.paths[path] as Record<string, { responses?: Record<string, Declared> }>)?.[method.toLowerCase()];
    if (!op) return `${method} ${path} is not in the document`;
    const declared = op.responses?.[String(answer.status)];
    if (!declared) return `status ${answer.status} is not declared (declared: ${Object.keys(op.responses ?? {})})`;
    if (!declared.content) return answer.text === '' ? undefined : `a body where none is declared`;
    const media = mediaFor(declared.content, answer.contentType);
    if (!media) return `Content-Type ${answer.contentType} where ${Object.keys(declared.content)} is declared`;
    const schema = declared.content[media].schema;
    if (!schema || !media.includes('json')) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'a body that is not JSON';
    }
    const validate = validator(`${method} ${path} ${answer.status} ${media}`, schema);
    if (validate(body)) return undefined;
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}`)
      .join('; ');
  };
}

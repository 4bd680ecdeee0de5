import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isBadInputError } from './bad-input';
import { bodyParserAnswer } from './body-parsers';
import { loggableUrl } from './request-log';

/**
 * PostgreSQL errors that bad input (not a bug of ours) can cause, and the answer each gets: the
 * statement failed, so nothing was written. Anything else stays a logged 500.
 */
const DATABASE_INPUT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong format.'], // invalid_text_representation (e.g. 1.5 for an integer)
  '22P05': [400, 'Text must not contain NUL characters or unpaired surrogates.'], // untranslatable_character
  '22021': [400, 'Text must not contain NUL characters or unpaired surrogates.'], // character_not_in_repertoire
  '22003': [400, 'A number is out of range.'], // numeric_value_out_of_range (e.g. an id beyond 32 bits)
  '22001': [400, 'A value is too long.'], // string_data_right_truncation
  '22007': [400, 'A date has the wrong format.'], // invalid_datetime_format
  '22008': [400, 'A date is out of range.'], // datetime_field_overflow
  '22023': [400, 'A value is not valid.'], // invalid_parameter_value
  '2201X': [400, 'A value is out of range.'], // invalid_row_count_in_result_offset_clause
  '2201W': [400, 'A value is out of range.'], // invalid_row_count_in_limit_clause
  '22025': [400, 'A value is not valid.'], // invalid_escape_sequence (LIKE)
  '2200T': [400, 'A value is not valid.'], // invalid_xml / json path input
  '22030': [400, 'A value is not valid.'], // duplicate_json_object_key_value
  '22032': [400, 'A value is not valid JSON.'], // invalid_json_text
  '23502': [400, 'A required value is missing.'], // not_null_violation
  '23514': [400, 'A value is not allowed.'], // check_violation
  '23505': [409, 'This already exists.'], // unique_violation (e.g. two identical creates at once)
  '23503': [409, 'This refers to something that does not exist or is still in use.'], // foreign_key_violation
  '40001': [409, 'The data changed at the same time. Please try again.'], // serialization_failure
  '40P01': [409, 'The data changed at the same time. Please try again.'], // deadlock_detected
};

function databaseCode(e: unknown): string | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const driver = (e as { driverError?: unknown }).driverError;
  const code =
    (driver && typeof driver === 'object' ? (driver as { code?: unknown }).code : undefined) ?? (e as any).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The warning for input the database refused: its code, the constraint (or table and column) it
 * names and the request's path, never the values (those may be personal data).
 */
export function refusedInputLine(e: unknown, method: string, url: string): string {
  const driver = (e as { driverError?: Record<string, unknown> }).driverError ?? (e as Record<string, unknown>);
  const name = (key: string) => (typeof driver[key] === 'string' ? String(driver[key]).slice(0, 100) : undefined);
  const where = name('constraint') ?? ([name('table'), name('column')].filter(Boolean).join('.') || '-');
  return `Database refused input: code ${databaseCode(e)}, constraint ${where}, path ${method} ${loggableUrl(url)}`;
}

/** Every error leaves as `{statusCode, message, error}`; never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(thrown: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest();
    const exception = bodyParserAnswer(thrown, req);
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message: string | string[] = 'Something went wrong on our side. Please try again.';
    let extra: Record<string, unknown> = {};

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') void res.header('Retry-After', String(retryAfter));
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const { message: m, statusCode: _s, error: _e, ...rest } = body as Record<string, unknown>;
        if (typeof m === 'string' || Array.isArray(m)) message = m as string | string[];
        extra = rest;
      }
    } else if (isBadInputError(exception)) {
      status = 400;
      message = exception.publicMessage;
    } else if (databaseCode(exception) && DATABASE_INPUT_ERRORS[databaseCode(exception)!]) {
      [status, message] = DATABASE_INPUT_ERRORS[databaseCode(exception)!];
      // A check is missing in front of the database: worth a look, but the caller got a clear answer.
      this.logger.warn(refusedInputLine(exception, String(req?.method), String(req?.url)));
    } else {
      this.logger.error({ err: exception, path: loggableUrl(String(req?.url)) }, 'Unhandled error');
    }
    if (Array.isArray(message)) message = message.join('; ');
    if (res.sent || res.raw.headersSent) return;
    void res.code(status).send({ statusCode: status, message, error: STATUS_CODES[status] ?? 'Error', ...extra });
  }
}

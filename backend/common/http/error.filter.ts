import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { redactText } from './logger';

/** Every error leaves as `{statusCode, message, error}`; never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message: string | string[] = 'Something went wrong on our side. Please try again.';
    let extra: Record<string, unknown> = {};

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const { message: m, statusCode: _s, error: _e, ...rest } = body as Record<string, unknown>;
        if (typeof m === 'string' || Array.isArray(m)) message = m as string | string[];
        extra = rest;
      }
    } else if (isBodyParserError(exception)) {
      status = exception.status;
      message = status === 413 ? 'The request body is too large (limit 1 MB).' : 'The request body is not valid JSON.';
    } else {
      this.logger.error({ err: exception, path: redactText(String(req?.url)) }, 'Unhandled error');
    }
    if (Array.isArray(message)) message = message.join('; ');
    if (res.headersSent) return;
    res.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] ?? 'Error', ...extra });
  }
}

function isBodyParserError(e: unknown): e is { status: number; type: string } {
  return !!e && typeof e === 'object' && typeof (e as any).status === 'number' && typeof (e as any).type === 'string';
}

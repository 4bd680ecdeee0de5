import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** Structured JSON logs; Nest's own messages go through the same pino instance. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'wine-shop' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.cardNumber',
        '*.cvv',
        '*.token',
        'password',
        'cardNumber',
        'cvv',
      ],
      censor: '[redacted]',
    },
  });
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    // Nest's start-up chatter (module and route lists) is debug detail, not news.
    const chatter = context === 'InstanceLoader' || context === 'RoutesResolver' || context === 'RouterExplorer';
    this.logger[chatter ? 'debug' : 'info']({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (message && typeof message === 'object') this.logger.error({ context, ...(message as object) }, 'error');
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

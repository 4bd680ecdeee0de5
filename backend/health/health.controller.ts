import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/decorators';
import { Answers, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const STATUS = obj({ status: 'string' });

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  /**
   * Liveness, with the database's state: 200 while the database answers, 503 when it does not (the
   * image's health check, so a container whose database is gone is reported unhealthy).
   */
  @Public()
  @Answers(obj({ status: 'string', database: 'string' }))
  @Get()
  @ApiOkResponse({ description: '{status: "ok", database: "up"}' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async health() {
    if (!(await this.databaseAnswers())) {
      throw new ServiceUnavailableException({ message: 'Database unreachable', status: 'error', database: 'down' });
    }
    return { status: 'ok', database: 'up' };
  }

  /** Liveness alone: the process serves requests, whatever its dependencies say. */
  @Public()
  @Answers(STATUS)
  @Get('live')
  @ApiOkResponse({ description: '{status: "ok"}' })
  live() {
    return { status: 'ok' };
  }

  /**
   * Readiness: this instance may be sent traffic. The database answers and every migration this
   * build knows has been applied (an instance of a newer build waits for its migrations).
   */
  @Public()
  @Answers(STATUS)
  @Get('ready')
  @ApiOkResponse({ description: '{status: "ready"}' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: the database is down or migrations are pending.' })
  async ready() {
    if (!(await this.databaseAnswers())) {
      throw new ServiceUnavailableException({ status: 'not ready', message: 'Database unreachable' });
    }
    if (await this.db.showMigrations()) {
      throw new ServiceUnavailableException({ status: 'not ready', message: 'Database migrations are pending' });
    }
    return { status: 'ready' };
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}

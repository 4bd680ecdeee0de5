import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/auth/decorators';
import type { Store } from '../tenants/store.entity';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { Answers, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const FORGOT_PASSWORD = obj({ message: 'string' });

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  /** Step one: always the same 200 answer, whether or not the email has an account. */
  @Public()
  @Answers(FORGOT_PASSWORD)
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest & { store?: Store }) {
    return this.reset.requestCode(dto.email, req.store ? { id: req.store.id, name: req.store.name } : null);
  }

  /** Step two: the emailed code and the new password; 400 when the code is wrong, used or expired. */
  @Public()
  @Answers(FORGOT_PASSWORD)
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.reset.resetPassword(dto);
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/auth/decorators';
import type { Store } from '../tenants/store.entity';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  /** Step one: always the same 200 answer, whether or not the email has an account. */
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest & { store?: Store }) {
    return this.reset.requestCode(dto.email, req.store ? { id: req.store.id, name: req.store.name } : null);
  }

  /** Step two: the emailed code and the new password; 400 when the code is wrong, used or expired. */
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.reset.resetPassword(dto);
  }
}

import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../common/auth/decorators';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { Answers, obj } from '../common/http/openapi-answers';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Storefront `{username, password}` (username or email) and admin-area `{email, password}`. */
  @Public()
  @Answers(obj({ token: 'string', user: 'object' }), 401)
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto, @Ip() ip: string) {
    return this.auth.login(dto.username ?? dto.email ?? '', dto.password, ip);
  }

  /** Sign-out: this token and every other one issued to the account before it stop working. */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(obj({ message: 'string' }))
  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: "Signed out: the account's earlier tokens now get 401." })
  logout(@CurrentUser() user: AuthUser) {
    return this.auth.logout(user.id);
  }

  /** My Details: a new password for the signed-in account; answers a fresh token (older ones end). */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(obj({ token: 'string', message: 'string' }))
  @Post('auth/change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{token, message}: use the new token; every earlier one now gets 401.' })
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Ip() ip: string) {
    return this.auth.changePassword(user.id, dto.currentPassword, dto.newPassword, ip);
  }
}

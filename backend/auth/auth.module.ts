import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { BearerTokenStrategy } from '../common/auth/bearer-tokens';
import { TokenVersions } from '../common/auth/token-versions';
import { User } from '../users/user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetCode } from './password-reset-code.entity';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { tokenLifetime } from './token-lifetime';

/**
 * Global: every feature that changes or removes an account tells TokenVersions (see there). Provides
 * the bearer-token passport strategy the global AccessGuard runs.
 */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: tokenLifetime(config.jwtExpiresIn) as any, algorithm: 'HS256' },
      }),
    }),
    TypeOrmModule.forFeature([User, LoginAttempt, PasswordResetCode]),
  ],
  controllers: [AuthController, PasswordResetController],
  providers: [AuthService, LoginThrottleService, PasswordResetService, BearerTokenStrategy, TokenVersions],
  exports: [AuthService, TokenVersions],
})
export class AuthModule {}

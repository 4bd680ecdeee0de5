import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { JwtStrategy } from '../common/auth/jwt.strategy';
import { User } from '../users/user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetCode } from './password-reset-code.entity';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as any, algorithm: 'HS256' },
      }),
    }),
    TypeOrmModule.forFeature([User, LoginAttempt, PasswordResetCode]),
  ],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottleService, JwtStrategy],
  exports: [AuthService],
})
export class AuthModule {}

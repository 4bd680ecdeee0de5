import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * `{username, password}` from the storefront, `{email, password}` from the admin-area screen.
 * Only shapes are checked here: every sign-in failure, short password included, is the same 401.
 */
export class LoginDto {
  @IsOptional()
  @IsString({ message: 'username must be text.' })
  @MaxLength(254, { message: 'Username or password is incorrect.' })
  username?: string;

  @IsOptional()
  @IsString({ message: 'email must be text.' })
  @MaxLength(254, { message: 'Username or password is incorrect.' })
  email?: string;

  @IsString({ message: 'Password must be at least 6 characters.' })
  @MaxLength(200, { message: 'Username or password is incorrect.' })
  password: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmailField, PasswordField, RequiredText, SameAs, Trim } from '../../common/dto-helpers';

export class RegisterDto {
  @RequiredText('Username is required', 150, 'ada')
  @Matches(/^[\w.@+-]+$/, { message: 'Username may contain only letters, digits and @ . + - _' })
  username: string;

  @EmailField('Email is required', 'Email is invalid')
  email: string;

  @PasswordField('Password must be at least 8 characters')
  password: string;

  @ApiProperty({ description: 'The password again' })
  @IsString({ message: 'Passwords do not match' })
  @SameAs('password', 'Passwords do not match')
  password2: string;

  @RequiredText('First name is required', 150, 'Ada')
  first_name: string;

  @RequiredText('Last name is required', 150, 'Lovelace')
  last_name: string;
}

export class LoginDto {
  @ApiProperty({ description: 'Username or e-mail address', example: 'ada' })
  @Trim()
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(254, { message: 'Invalid credentials' })
  username: string;

  @ApiProperty({ example: 'correct horse battery' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(128, { message: 'Invalid credentials' })
  password: string;
}

export class RefreshDto {
  @ApiProperty({ description: 'The refresh token from login, register or the previous refresh' })
  @IsString({ message: 'Refresh token is required' })
  @IsNotEmpty({ message: 'Refresh token is required' })
  @MaxLength(200, { message: 'Invalid refresh token' })
  refresh: string;
}

export class LogoutDto {
  @ApiPropertyOptional({ description: 'The refresh token to revoke (its whole session)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refresh?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(128)
  old_password: string;

  @PasswordField('Password must be at least 8 characters')
  new_password: string;
}

export class PasswordResetRequestDto {
  @EmailField('Enter a valid email', 'Enter a valid email')
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'From the reset link' })
  @IsString({ message: 'Reset link is incomplete' })
  @IsNotEmpty({ message: 'Reset link is incomplete' })
  @MaxLength(32)
  uid: string;

  @ApiProperty({ description: 'From the reset link' })
  @IsString({ message: 'Reset link is incomplete' })
  @IsNotEmpty({ message: 'Reset link is incomplete' })
  @MaxLength(100)
  token: string;

  @PasswordField('Password must be at least 8 characters')
  new_password: string;
}

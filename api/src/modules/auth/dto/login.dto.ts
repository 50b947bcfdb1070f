import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FitsBcrypt } from '../password-length';

export class LoginDto {
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  // No password this long can have been set, and refusing it before any check costs nothing.
  @FitsBcrypt()
  password: string;
}

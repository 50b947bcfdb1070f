import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  // bcrypt only reads the first 72 bytes; the bound keeps huge bodies from costing CPU.
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}

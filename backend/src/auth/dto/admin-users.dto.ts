import { ApiProperty } from '@nestjs/swagger';
import { PLAN_TYPES, type PlanType } from '../entities/user.entity';
import type { UserView } from '../user-view';

/** A user as the admin/users resource answers it (never the password hash). */
export class AdminUserDto implements UserView {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'ada' })
  username: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'Ada' })
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  last_name: string;

  @ApiProperty({ example: 'Analytical Engines Ltd' })
  company: string;

  @ApiProperty({ example: '' })
  role: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'An image as a data URL; null in lists (read the user by id for it)',
  })
  profilePicture: string | null;

  @ApiProperty()
  is_superuser: boolean;

  @ApiProperty()
  is_staff: boolean;

  @ApiProperty({ description: 'is_superuser, or role "admin", or is_staff' })
  is_admin: boolean;

  @ApiProperty({ enum: PLAN_TYPES, example: 'free' })
  plan_type: PlanType;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

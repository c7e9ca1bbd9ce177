import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidationArguments, ValidateBy } from 'class-validator';

/** Trims strings on the way in; anything else passes untouched (and then fails its type check). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The spec's "simple address pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed string with one message for missing, empty or wrong type, and a length cap. */
export function RequiredText(message: string, maxLength: number, example?: string) {
  return applyDecorators(
    ApiProperty({ example, maxLength }),
    Trim(),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(maxLength, { message: `Must be at most ${maxLength} characters` }),
  );
}

/** An optional, trimmed string with a length cap. */
export function OptionalText(maxLength: number, example?: string) {
  return applyDecorators(
    ApiPropertyOptional({ example, maxLength }),
    Trim(),
    IsOptional(),
    IsString(),
    MaxLength(maxLength, { message: `Must be at most ${maxLength} characters` }),
  );
}

export function EmailField(requiredMessage: string, invalidMessage: string) {
  return applyDecorators(
    ApiProperty({ example: 'ada@example.com' }),
    Trim(),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(254, { message: invalidMessage }),
    Matches(EMAIL_PATTERN, { message: invalidMessage }),
  );
}

/** A password: not trimmed (spaces are characters), at least `min` long, capped to keep hashing cheap. */
export function PasswordField(minMessage: string, min = 8) {
  return applyDecorators(
    ApiProperty({ minLength: min, example: 'correct horse battery' }),
    IsString({ message: minMessage }),
    Matches(new RegExp(`^[\\s\\S]{${min},}$`), { message: minMessage }),
    MaxLength(128, { message: 'Password must be at most 128 characters' }),
  );
}

/** The value must equal another property of the same object. */
export function SameAs(property: string, message: string) {
  return ValidateBy({
    name: 'sameAs',
    constraints: [property],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === (args?.object as Record<string, unknown>)[args?.constraints[0] as string],
      defaultMessage: () => message,
    },
  });
}

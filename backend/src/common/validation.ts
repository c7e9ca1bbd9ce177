import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { AppException } from './app-exception';

/** When a value breaks several rules, the most basic one speaks: missing before wrong type before malformed. */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isObject',
  'isArray',
];

/** @nestjs/swagger keeps each property's ApiProperty options under this key. */
const SWAGGER_PROPERTIES = 'swagger/apiModelProperties';

/** Flattens class-validator errors to one message per field (nested fields joined with dots). */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const key = PRIORITY.find((name) => name in constraints) ?? Object.keys(constraints)[0];
    if (key) result[field] = constraints[key];
    Object.assign(result, fieldErrors(error.children ?? [], field));
  }
  return result;
}

/**
 * The properties of a DTO that are optional but not declared nullable. class-validator's @IsOptional() lets null
 * through as if the field were absent, and services then meet a null where the type says string: for these
 * properties null is a client error, not "absent". A property opts in to null with ApiProperty({ nullable: true }).
 */
const notNullableCache = new WeakMap<object, Set<string>>();
export function optionalNotNullable(metatype: new (...args: never[]) => unknown): Set<string> {
  const cached = notNullableCache.get(metatype);
  if (cached) return cached;
  const result = new Set<string>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false)) {
    if (meta.name !== 'isOptional') continue;
    const swagger = Reflect.getMetadata(SWAGGER_PROPERTIES, metatype.prototype, meta.propertyName) as
      { nullable?: boolean } | undefined;
    if (!swagger?.nullable) result.add(meta.propertyName);
  }
  notNullableCache.set(metatype, result);
  return result;
}

function nullFieldErrors(value: unknown, metadata: ArgumentMetadata): Record<string, string> {
  const errors: Record<string, string> = {};
  if (metadata.type !== 'body' || !value || typeof value !== 'object' || Array.isArray(value)) return errors;
  const metatype = metadata.metatype as (new (...args: never[]) => unknown) | undefined;
  if (!metatype || typeof metatype !== 'function') return errors;
  for (const property of optionalNotNullable(metatype)) {
    if ((value as Record<string, unknown>)[property] === null) errors[property] = `${property} must not be null`;
  }
  return errors;
}

/** The global pipe: refuses unknown fields, converts types, one message per field, and null only where declared. */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const nulls = nullFieldErrors(value, metadata);
    const first = Object.values(nulls)[0];
    if (first) throw new AppException(400, 'validation_failed', first, nulls);
    if (metadata.type === 'body' && Array.isArray(value) && isClassBody(metadata)) {
      throw new AppException(400, 'validation_failed', 'Request body must be a JSON object');
    }
    const result: unknown = await super.transform(value, metadata);
    const ranges = outOfRange(result, metadata);
    const firstRange = Object.values(ranges)[0];
    if (firstRange) throw new AppException(400, 'validation_failed', firstRange, ranges);
    return result;
  }
}

/**
 * Numbers no field of this API can mean (beyond 2^53, or not finite): `page=1e308` passes @IsInt() and then
 * breaks the OFFSET it becomes. Checked on every DTO, so each one need not carry its own @Max().
 */
function outOfRange(value: unknown, metadata: ArgumentMetadata): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((metadata.type !== 'query' && metadata.type !== 'body') || !value || typeof value !== 'object') return errors;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'number' && !Number.isNaN(item) && !Number.isSafeInteger(Math.trunc(item))) {
      errors[key] = `${key} is out of range`;
    }
  }
  return errors;
}

function isClassBody(metadata: ArgumentMetadata): boolean {
  const metatype = metadata.metatype;
  return Boolean(metatype) && ![Object, Array, String, Number, Boolean].includes(metatype as never);
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const first = Object.values(fields)[0];
      if (!first) return new BadRequestException('Invalid request');
      return new AppException(400, 'validation_failed', first, fields);
    },
  });
}

import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
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

/** The global pipe: strips nothing silently (unknown fields are refused), converts types, one message per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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

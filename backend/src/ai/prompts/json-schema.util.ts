import { z } from 'zod';

/**
 * Keywords OpenAI's strict mode does not accept on strings. We keep them in the zod schema (checked on our side
 * after the reply) and leave them out of what the model is sent.
 */
const DROPPED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength']);

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    out[key] = key === 'properties' && isObject(value) ? mapValues(value, strip) : strip(value);
  }
  if (out.type === 'object' || isObject(out.properties)) {
    out.additionalProperties = false;
    out.required = Object.keys(isObject(out.properties) ? out.properties : {});
  }
  return out;
}

const mapValues = (object: JsonObject, fn: (value: unknown) => unknown): JsonObject =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]));

/**
 * The JSON schema sent with `strict: true`, generated from the zod schema of the reply: every object closed
 * (additionalProperties false) and every key required. The zod schema must therefore have no optional keys
 * (use `.nullable()`), which strictSchemaProblems() checks.
 */
export function toStrictJsonSchema(schema: z.ZodType): JsonObject {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' });
  const declared = collectRequired(generated);
  const strict = strip(generated) as JsonObject;
  const problems = strictSchemaProblems(strict);
  for (const [path, keys] of declared) {
    if (keys.missing.length) problems.push(`${path}: optional keys ${keys.missing.join(', ')} (use .nullable())`);
  }
  if (problems.length) throw new Error(`Schema is not strict: ${problems.join('; ')}`);
  return strict;
}

/** For every object in the generated schema, the keys zod did not list as required. */
function collectRequired(node: unknown, path = '$', found = new Map<string, { missing: string[] }>()) {
  if (Array.isArray(node)) node.forEach((item, index) => collectRequired(item, `${path}[${index}]`, found));
  if (!isObject(node)) return found;
  if (isObject(node.properties)) {
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    found.set(path, { missing: Object.keys(node.properties).filter((key) => !required.includes(key)) });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      for (const [name, child] of Object.entries(value)) collectRequired(child, `${path}.${name}`, found);
    } else if (typeof value === 'object') {
      collectRequired(value, `${path}.${key}`, found);
    }
  }
  return found;
}

/**
 * What keeps a schema from being accepted with `strict: true`: objects that are open or have keys not listed in
 * `required`, and string-length keywords. Empty when the schema is strict.
 */
export function strictSchemaProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => strictSchemaProblems(item, `${path}[${index}]`));
  if (!isObject(node)) return [];
  const problems: string[] = [];
  for (const keyword of DROPPED_KEYWORDS) {
    if (keyword in node && keyword !== '$schema') problems.push(`${path}: ${keyword} is not supported`);
  }
  if (node.type === 'object' || isObject(node.properties)) {
    const properties = isObject(node.properties) ? Object.keys(node.properties) : [];
    const required = Array.isArray(node.required) ? node.required : [];
    if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties must be false`);
    const missing = properties.filter((key) => !required.includes(key));
    if (missing.length) problems.push(`${path}: ${missing.join(', ')} not required`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      for (const [name, child] of Object.entries(value))
        problems.push(...strictSchemaProblems(child, `${path}.${name}`));
    } else if (typeof value === 'object') {
      problems.push(...strictSchemaProblems(value, `${path}.${key}`));
    }
  }
  return problems;
}

/** Raised by a task's parse(): a short, readable list of what is wrong, fit to show the model on the retry. */
export class InvalidReplyError extends Error {}

/** Validates a reply with zod; on failure throws InvalidReplyError naming the first few problems. */
export function parseReply<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : 'reply';
    return `${where}: ${issue.message}`;
  });
  const more = result.error.issues.length > 5 ? ` (and ${result.error.issues.length - 5} more)` : '';
  throw new InvalidReplyError(`${issues.join('; ')}${more}`);
}

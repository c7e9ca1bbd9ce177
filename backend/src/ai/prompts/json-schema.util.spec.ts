import { z } from 'zod';
import { emailTask } from './email.v1';
import { InvalidReplyError, parseReply, strictSchemaProblems, toStrictJsonSchema } from './json-schema.util';
import { personaTask } from './persona.v1';
import { linkedInProfile, personaAnalysis } from '../../../test/ai/ai-factories';

function walk(node: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => walk(item, visit));
  if (!node || typeof node !== 'object') return;
  visit(node as Record<string, unknown>);
  Object.values(node).forEach((child) => walk(child, visit));
}

describe('strict JSON schemas', () => {
  const schemas = {
    persona: personaTask({ kind: 'profile', data: linkedInProfile() }).jsonSchema,
    email: emailTask({
      persona: personaAnalysis(),
      linkedinData: null,
      name: 'Jane Doe',
      company: 'Acme',
      emailType: 1,
      variation: 1,
    }).jsonSchema,
  };

  it.each(Object.entries(schemas))('sends a strict %s schema: every object closed, every key required', (_, schema) => {
    expect(strictSchemaProblems(schema)).toEqual([]);
    let objects = 0;
    walk(schema, (node) => {
      if (node.type !== 'object') return;
      objects++;
      expect(node.additionalProperties).toBe(false);
      expect([...(node.required as string[])].sort()).toEqual(Object.keys(node.properties as object).sort());
    });
    expect(objects).toBeGreaterThanOrEqual(1);
  });

  it.each(Object.entries(schemas))('leaves keywords strict mode rejects out of the %s schema', (_, schema) => {
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"(minLength|maxLength|\$schema)"/);
    expect(schema.type).toBe('object');
  });

  it('finds open objects and keys that are not required', () => {
    const problems = strictSchemaProblems({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } }, required: [] } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(problems).toEqual(['$.a: additionalProperties must be false', '$.a: b not required']);
  });

  it('refuses to build a schema from a zod object with optional keys', () => {
    expect(() => toStrictJsonSchema(z.object({ a: z.string(), b: z.string().optional() }))).toThrow(/optional keys b/);
  });

  it('explains a rejected reply briefly, path by path', () => {
    const schema = z.object({ level: z.enum(['high', 'low']), items: z.array(z.string()).min(1) });
    expect(() => parseReply(schema, { level: 'extreme', items: [] })).toThrow(InvalidReplyError);
    expect(() => parseReply(schema, { level: 'extreme', items: [] })).toThrow(/level: .*; items: /);
  });
});

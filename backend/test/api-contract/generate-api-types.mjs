// Reads an OpenAPI document on stdin and writes the TypeScript types openapi-typescript makes of it, formatted
// with the repository's Prettier settings. A plain Node ESM script: openapi-typescript's dependencies are ESM only,
// which Jest's CommonJS runtime cannot load.
import { text } from 'node:stream/consumers';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const [target] = process.argv.slice(2);
const header =
  '// Generated from the OpenAPI document (GET /api/docs-json) by openapi-typescript: do not edit by hand.\n' +
  '// Regenerate with `npm run api:types` after changing a controller or DTO.\n\n';

const document = JSON.parse(await text(process.stdin));
// defaultNonNullable off: a request field with a default (e.g. upsert: false) is optional to send, not required.
const ast = await openapiTS(document, { defaultNonNullable: false });
const options = (await resolveConfig(target)) ?? {};
process.stdout.write(await format(header + astToString(ast), { ...options, filepath: target }));

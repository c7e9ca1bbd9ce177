// Every installed package (as package-lock.json lists them) must support the Node that runs this check: npm only
// warns (EBADENGINE) when one does not, and the code that needs the newer Node then fails at run time instead.
// Part of `npm run check`; exits 1 naming each package whose engines.node leaves this Node out.
import { readFile } from 'node:fs/promises';
import semver from 'semver';

const lock = JSON.parse(await readFile(new URL('../package-lock.json', import.meta.url), 'utf8'));
const unsupported = Object.entries(lock.packages ?? {})
  .filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.optional && typeof entry.engines?.node === 'string',
  )
  .filter(([, entry]) => !semver.satisfies(process.version, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version} (engines.node ${entry.engines.node})`,
  );
if (unsupported.length) {
  console.error(`Packages that do not support Node ${process.version}:\n  ${unsupported.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${process.version}.`);

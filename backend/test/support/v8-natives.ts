import { setFlagsFromString } from 'node:v8';

/**
 * V8's own answer to one of its natives (%HasFastProperties, %HasHoleyElements) about a value: natives syntax is
 * allowed only while the check is compiled and run.
 */
function askV8(native: string, value: unknown): boolean {
  setFlagsFromString('--allow-natives-syntax');
  try {
    return (new Function('value', `return %${native}(value)`) as (value: unknown) => boolean)(value);
  } finally {
    setFlagsFromString('--no-allow-natives-syntax');
  }
}

/** Whether the object keeps its properties in place, or has turned into a hash table (dictionary mode). */
export const hasFastProperties = (object: object): boolean => askV8('HasFastProperties', object);

/** Whether the array has (or may have) holes, which the structured clone copies key by key. */
export const hasHoleyElements = (array: unknown[]): boolean => askV8('HasHoleyElements', array);

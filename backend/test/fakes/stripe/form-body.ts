/**
 * Stripe's v1 request bodies: application/x-www-form-urlencoded with bracket keys
 * (`line_items[0][price_data][currency]=usd`, `metadata[user_id]=7`), turned back into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      const slot = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      if (last) {
        container[slot] = value;
        return;
      }
      if (container[slot] === undefined) container[slot] = /^\d*$/.test(path[index + 1]) ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0];
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
  return [head, ...rest];
}

type Tree = { readonly [key: string]: string | Tree };

/** The text at a dotted key of any catalog tree, if there is one. */
export function lookup(catalog: object, key: string): string | undefined {
  let node: string | Tree | undefined = catalog as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Replaces the `{{name}}` placeholders `vars` has a value for, the same syntax i18next uses in the
 * apps. Knows no limit by itself: the checkout passes only the limits its texts name, so its
 * payers do not download the others (docs/performance.md "Checkout size").
 */
export function fillPlaceholders(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

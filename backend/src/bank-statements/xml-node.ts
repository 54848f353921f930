// Reads the plain objects fast-xml-parser makes: a repeated element is an array, an element with
// attributes an object with '#text', and each attribute a key starting with '@'.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every element at a path like 'NtryDtls/TxDtls' below the node, repeated elements flattened. */
export function children(node: unknown, path: string): unknown[] {
  let nodes = [node];
  for (const name of path.split('/')) {
    nodes = nodes.flatMap((current) => {
      const value = isRecord(current) ? current[name] : undefined;
      return value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
    });
  }
  return nodes;
}

export function child(node: unknown, path: string): unknown {
  return children(node, path)[0];
}

/** The trimmed text of the node itself ('') or of the first element at the path; null if absent or blank. */
export function text(node: unknown, path: string): string | null {
  const found = path ? child(node, path) : node;
  const value = isRecord(found) ? found['#text'] : found;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The texts of every element at the path that has one. */
export function texts(node: unknown, path: string): string[] {
  return children(node, path).flatMap((found) => text(found, '') ?? []);
}

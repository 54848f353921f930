/** react-admin choices ({ id, name }) from a map of stored value -> German label (or { label }). */
export function choicesOf(labels: Record<string, string | { label: string }>): { id: string; name: string }[] {
  return Object.entries(labels).map(([id, label]) => ({ id, name: typeof label === 'string' ? label : label.label }));
}

/**
 * What was typed into a server-rendered page's fields before its app started (decision 050).
 * React sets controlled fields back to their state when it hydrates, so the start reads every
 * named text field just before (keepTypedFields), and each field's state starts from what it
 * holds (takeTyped), once: on the server and on a page the browser rendered there is nothing.
 */
let typed = new Map<string, string>();

const TEXT =
  'textarea[name], input[name]:not([type]), input[name][type="text"], input[name][type="tel"], input[name][type="email"], input[name][type="search"]';

export function keepTypedFields(root: ParentNode): void {
  typed = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT)) {
    if (field.name) typed.set(field.name, field.value);
  }
}

/** What the field named `name` held when the app started, taken once (none: undefined). */
export function takeTyped(name: string): string | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}

/** Escapes text for HTML element content and quoted attribute values: catalog strings never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escapes text for HTML element content only (never an attribute): `&`, `<` and `>`, which leaves quotes as they are. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

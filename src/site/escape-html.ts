/** Escapes text for HTML element content and quoted attribute values: catalog strings never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

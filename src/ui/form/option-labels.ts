import { shortJson } from './field-state.ts';

/** Up to this many options show as a radio group; more show as a select. */
export const RADIO_LIMIT = 6;

/** How a choice's options read: plain text when every option is a non-empty string, JSON otherwise. */
export function optionLabels(options: readonly unknown[]): string[] {
  const isText = options.every((option) => typeof option === 'string' && option.trim() !== '');
  return options.map((option) => (isText ? (option as string) : shortJson(option, 80)));
}

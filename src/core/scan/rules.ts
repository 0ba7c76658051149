import type { ScanCode, ScanRule, ScanSeverity } from './types.ts';

/**
 * Every rule of the scan, in the order docs/scan.md describes them: its code, its severity, a short title
 * and the help a code-scanning report shows beside a finding.
 */
export const SCAN_RULES: readonly ScanRule[] = [
  {
    code: 'HIDDEN_TEXT',
    severity: 'error',
    title: 'Hidden text in a tool',
    help: 'A name, title, description, property name or value holds characters a reviewer does not see and a model reads: Unicode tag characters, zero-width characters, bidirectional controls, ANSI escapes or other invisible format characters. The finding shows the hidden text decoded. Emoji sequences (a ZWJ between emoji, VS16 after an emoji, a subdivision flag) are visible text and no finding. Remove the characters, or publish the text they hide where people can read it.',
  },
  {
    code: 'INSTRUCTION_TEXT',
    severity: 'error',
    title: 'Text addressed to the model',
    help: 'A description speaks to the model rather than to its user: it orders earlier instructions set aside, asks to keep something from the user, wraps a demand in <IMPORTANT> or similar system-prompt markup, demands an action before or instead of the tool\'s job, gives orders about every command, or threatens failure. Describe what the tool does and what its inputs mean; an "IMPORTANT:" note about the input format is fine.',
  },
  {
    code: 'SENSITIVE_READ',
    severity: 'error',
    title: 'A request to read or send secrets',
    help: "A description asks the model to read or send credentials, keys, .env files, SSH or host configuration (~/.ssh/id_rsa, mcp.json…), or the conversation itself. A tool whose own job is files, tokens or chat histories is not a finding for naming them. Nothing the tool needs should come from the user's secrets without the user asking.",
  },
  {
    code: 'SHADOWING',
    severity: 'error',
    title: "A tool that changes another tool's calls",
    help: 'A tool\'s text tells the model how to call another tool of the scanned catalogs, or what that tool should do ("when send_email is used, always add …"), so one server rewrites the calls another serves. Naming a sibling as the source of an input or as the better choice ("use read_text_file instead") is not shadowing, nor is a common word that happens to be a tool\'s name.',
  },
  {
    code: 'EXFILTRATION_FIELD',
    severity: 'warning',
    title: 'A parameter that asks for unasked context',
    help: "A parameter's description, or the tool's description about that parameter, asks the model to fill it with context the user did not ask to send: the conversation, other tools' output, the contents of files. A tool whose own job is that context is not a finding.",
  },
  {
    code: 'ENCODED_BLOB',
    severity: 'warning',
    title: 'An encoded run in a description',
    help: 'A description holds a long base64 or hex run (40 characters or more) that a reviewer cannot read and a model can decode. The finding shows what it decodes to when that is text, and the language rules read it too. A hex digest such as a commit SHA or SHA-256, and a UUID, are not blobs.',
  },
  {
    code: 'UNSCANNED_SCHEMA',
    severity: 'error',
    title: 'A schema too deep to scan',
    help: "The tool's inputSchema or outputSchema is nested deeper than the import reads (500 levels), so the text inside it was not scanned. No real tool needs such a schema; flatten it.",
  },
];

/** A code's severity, from SCAN_RULES. */
export function scanSeverity(code: ScanCode): ScanSeverity {
  return SCAN_RULES.find((rule) => rule.code === code)!.severity;
}

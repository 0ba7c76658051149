/** The scan's finding codes: what a tool's text does to the model that reads it. */
export type ScanCode =
  | 'HIDDEN_TEXT'
  | 'INSTRUCTION_TEXT'
  | 'SENSITIVE_READ'
  | 'SHADOWING'
  | 'EXFILTRATION_FIELD'
  | 'ENCODED_BLOB'
  | 'UNSCANNED_SCHEMA';

/** An error fails a scan; a warning is reported and leaves it passing. */
export type ScanSeverity = 'error' | 'warning';

/** What kind of invisible character a hidden run holds. */
export type HiddenKind = 'tag' | 'zero_width' | 'bidi' | 'ansi' | 'control' | 'variation_selector' | 'format';

/** Which pattern of INSTRUCTION_TEXT a text matched. */
export type InstructionPattern =
  'override' | 'secrecy' | 'tag_block' | 'act_first' | 'directive' | 'coercion';

/** What SENSITIVE_READ asks for: a file of keys or configuration, a credential, or the conversation. */
export type SensitiveKind = 'file' | 'credential' | 'conversation';

/** What EXFILTRATION_FIELD asks a parameter to carry. */
export type ContextKind = 'conversation' | 'tool_output' | 'file_contents';

/** The evidence of a HIDDEN_TEXT finding: the hidden payload made visible and what hid it. */
export interface HiddenEvidence {
  /** The hidden text made visible: tag characters as the ASCII they encode, zero-width runs as what they spell. */
  readonly decoded: string;
  /** The kinds of invisible characters found, in the order met. */
  readonly kinds: readonly HiddenKind[];
  /** How many invisible code points the text holds. */
  readonly count: number;
  /** The distinct code points, as `U+200B`, in the order met (at most 16). */
  readonly codePoints: readonly string[];
  /** The visible text around the first hidden run, the run shown between ⟦ and ⟧. */
  readonly excerpt: string;
}

/** The evidence of a finding worded from the text: the words that matched, and whether they were hidden. */
export interface MatchEvidence {
  /** The matched words (at most about 160 characters), hidden characters removed. */
  readonly excerpt: string;
  /** True when the words were found in hidden or encoded text decoded by the scan. */
  readonly hidden: boolean;
}

/** INSTRUCTION_TEXT: every pattern the text matched, the first match as the excerpt. */
export interface InstructionEvidence extends MatchEvidence {
  readonly patterns: readonly InstructionPattern[];
}

/** SENSITIVE_READ: the file, credential or conversation asked for. */
export interface SensitiveEvidence extends MatchEvidence {
  readonly object: string;
  readonly kind: SensitiveKind;
}

/** SHADOWING: the other tool whose call the text changes (the first), and every one it names so. */
export interface ShadowingEvidence extends MatchEvidence {
  readonly target: string;
  readonly targets: readonly string[];
}

/** EXFILTRATION_FIELD: the parameter, the pointer of the text that asks for it, and what it asks for. */
export interface ExfiltrationEvidence extends MatchEvidence {
  readonly parameter: string;
  readonly source: string;
  readonly asks: ContextKind;
}

/** ENCODED_BLOB: the start of the run, its encoding and length, and what it decodes to when readable. */
export interface BlobEvidence {
  readonly excerpt: string;
  readonly encoding: 'base64' | 'hex';
  readonly length: number;
  /** The run decoded, when it decodes to readable text; null otherwise. */
  readonly decoded: string | null;
}

/** UNSCANNED_SCHEMA: the schema the import could not keep, and the nesting limit it passed. */
export interface UnscannedEvidence {
  readonly schema: 'inputSchema' | 'outputSchema';
  readonly limit: number;
}

/** The evidence each code carries. */
export interface EvidenceByCode {
  HIDDEN_TEXT: HiddenEvidence;
  INSTRUCTION_TEXT: InstructionEvidence;
  SENSITIVE_READ: SensitiveEvidence;
  SHADOWING: ShadowingEvidence;
  EXFILTRATION_FIELD: ExfiltrationEvidence;
  ENCODED_BLOB: BlobEvidence;
  UNSCANNED_SCHEMA: UnscannedEvidence;
}

/** One finding of one code, with that code's evidence. */
export interface FindingOf<Code extends ScanCode> {
  /** The index of the scanned catalog the tool belongs to, in the order the catalogs were given. */
  readonly catalog: number;
  readonly tool: string;
  /** RFC 6901 pointer inside the tool: `/description`, `/inputSchema/properties/notes/description`, `/name`. */
  readonly pointer: string;
  readonly code: Code;
  readonly severity: ScanSeverity;
  /** One English sentence (see wordScanFinding for Korean). */
  readonly message: string;
  readonly evidence: EvidenceByCode[Code];
}

/** One finding: which tool, where in it, what, how grave, why in a sentence, and the evidence. */
export type ScanFinding = { [Code in ScanCode]: FindingOf<Code> }[ScanCode];

/** What a finding's sentence is made from: its code, pointer and evidence. */
export type WordableFinding = {
  [Code in ScanCode]: Pick<FindingOf<Code>, 'code' | 'pointer' | 'evidence'>;
}[ScanCode];

/** A finding before its sentence: what a rule reports. */
export type ScanHit = {
  [Code in ScanCode]: Omit<FindingOf<Code>, 'catalog' | 'tool' | 'severity' | 'message'>;
}[ScanCode];

/** One rule of the scan as a code-scanning report lists it: its code, severity, short title and help text. */
export interface ScanRule {
  readonly code: ScanCode;
  readonly severity: ScanSeverity;
  readonly title: string;
  readonly help: string;
}

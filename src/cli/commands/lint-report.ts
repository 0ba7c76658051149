import type { McpRevision, Provider } from '../../core/index.ts';
import type { Problem } from '../problem.ts';

/** The JSON output of `lint`: per tool, how many rules the provider enforces by refusal or ignores. */
export interface LintReport {
  command: 'lint';
  /** False when a tool would be refused (or is not tool-shaped); rules a provider ignores are warnings. */
  ok: boolean;
  catalog: string;
  provider: Provider;
  strict: boolean;
  /** The MCP specification revision whose rules apply (read only with --provider mcp). */
  spec: McpRevision;
  format: 'scalar' | 'mcp' | null;
  tools: { name: string; rejected: number; ignored: number }[];
  problems: Problem[];
}

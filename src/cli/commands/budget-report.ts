import type { BudgetPlan, LimitFinding, Overhead, Provider, ToolParts } from '../../core/index.ts';
import type { Problem } from '../problem.ts';

/** The JSON output of `budget`: what each tool costs in a model's context, the limits broken and the plan. */
export interface BudgetReport {
  command: 'budget';
  ok: boolean;
  catalog: string;
  format: 'scalar' | 'mcp' | null;
  provider: Provider;
  tokenizer: string;
  /** What every figure counts: "o200k tokens of the request JSON". */
  counts: string;
  /** True for Anthropic and Gemini, whose own tokenizers are not public. */
  estimate: boolean;
  /** The tools' tokens plus the overhead. */
  total: number;
  overhead: Overhead | null;
  tools: BudgetTool[];
  /** Tools left out of the bill: disabled scalar tools, and tools that cannot be checked (see problems). */
  notCounted: { name: string; reason: 'disabled' | 'refused' }[];
  limits: LimitFinding[];
  plan: BudgetReportPlan | null;
  /** Every problem `check` reports, in its shape. */
  problems: Problem[];
}

/** One tool's bill; `counted` (with `--with-text`) is the exact text that was counted. */
export interface BudgetTool {
  name: string;
  tokens: number;
  parts: ToolParts;
  counted?: string;
}

/** The plan as the JSON output gives it: the discovery by its kind and name. */
export type BudgetReportPlan = Omit<BudgetPlan, 'discovery'> & {
  discovery: { kind: 'tool_search' | 'discovery_tool'; name: string } | null;
};

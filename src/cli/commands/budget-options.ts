import type { Provider } from '../../core/index.ts';
import { isolate } from '../../core/index.ts';
import type { Lang } from '../problem-words.ts';
import { usageText } from '../sentences.ts';

/** The formats `budget --export` writes: an Anthropic request's tools, or an MCP tools/list result. */
export type ExportFormat = 'anthropic' | 'mcp';

/** One run of `budget`, its options read and checked. */
export interface BudgetRun {
  provider: Provider;
  limit: number | null;
  keep: string[];
  exportAs: ExportFormat | null;
  withText: boolean;
}

/** Why the options of `budget` cannot be used (exit status 2), as data for both languages. */
export type BudgetUsage =
  | { kind: 'bad_limit'; value: string }
  | { kind: 'needs_limit'; option: '--keep' | '--export' }
  | { kind: 'empty_keep' }
  | { kind: 'export_provider'; provider: Provider }
  | { kind: 'unknown_keep'; name: string };

type Extra = Readonly<Record<string, string | true | readonly string[]>>;

// a whole number of tokens, 0 or more, small enough to be counted exactly
const TOKENS = /^\d{1,15}$/;

/** Reads the options of `budget`: the provider (openai, or anthropic for `--export anthropic`), the limit, the names to keep. */
export function readBudgetRun(
  extra: Extra,
): { ok: true; value: BudgetRun } | { ok: false; error: BudgetUsage } {
  const exportAs = (extra.export as ExportFormat | undefined) ?? null;
  const named = extra.provider as Provider | undefined;
  if (exportAs === 'anthropic' && named !== undefined && named !== 'anthropic') {
    return { ok: false, error: { kind: 'export_provider', provider: named } };
  }
  const provider = named ?? (exportAs === 'anthropic' ? 'anthropic' : 'openai');
  const given = typeof extra.limit === 'string' ? extra.limit : null;
  if (given !== null && !TOKENS.test(given)) return { ok: false, error: { kind: 'bad_limit', value: given } };
  const limit = given === null ? null : Number(given);
  const keepValues = Array.isArray(extra.keep) ? (extra.keep as readonly string[]) : [];
  const keep = keepValues.flatMap((value) => value.split(','));
  if (keep.some((name) => name === '')) return { ok: false, error: { kind: 'empty_keep' } };
  if (limit === null && keepValues.length > 0)
    return { ok: false, error: { kind: 'needs_limit', option: '--keep' } };
  if (limit === null && exportAs !== null)
    return { ok: false, error: { kind: 'needs_limit', option: '--export' } };
  return { ok: true, value: { provider, limit, keep, exportAs, withText: extra['with-text'] === true } };
}

/** One line on standard error for options `budget` cannot use, naming the option. */
export function budgetUsageLine(problem: BudgetUsage, lang: Lang): string {
  return usageText(USAGE[lang](problem), lang);
}

const USAGE: Record<Lang, (problem: BudgetUsage) => string> = {
  en: (problem) => {
    switch (problem.kind) {
      case 'bad_limit':
        return `option "--limit" takes a whole number of tokens, 0 or more, not "${isolate(problem.value)}"`;
      case 'needs_limit':
        return `option "${problem.option}" needs "--limit"`;
      case 'empty_keep':
        return 'option "--keep" takes tool names separated by commas, and a name cannot be empty';
      case 'export_provider':
        return `option "--export anthropic" writes Anthropic's request, so "--provider" must be anthropic, not "${problem.provider}"`;
      case 'unknown_keep':
        return `option "--keep" names "${isolate(problem.name)}", and no counted tool of the catalog has exactly that name`;
    }
  },
  ko: (problem) => {
    switch (problem.kind) {
      case 'bad_limit':
        return `옵션 "--limit"의 값은 0 이상의 정수 토큰 수입니다. 받은 값: "${isolate(problem.value)}"`;
      case 'needs_limit':
        return `옵션 "${problem.option}"에는 "--limit"가 필요합니다`;
      case 'empty_keep':
        return '옵션 "--keep"은 쉼표로 구분한 도구 이름을 받으며, 빈 이름은 받지 않습니다';
      case 'export_provider':
        return `옵션 "--export anthropic"은 Anthropic 요청을 쓰므로 "--provider"는 anthropic이어야 합니다. 받은 값: "${problem.provider}"`;
      case 'unknown_keep':
        return `옵션 "--keep"이 이름 "${isolate(problem.name)}"을 가리키지만, 카탈로그에서 세어진 도구 중 정확히 그 이름인 것이 없습니다`;
    }
  },
};

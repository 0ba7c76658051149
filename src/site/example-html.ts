import {
  checkToolResult,
  exampleArguments,
  exampleResult,
  sampleArguments,
  type Tool,
} from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';
import { jsonBlockHtml, jsonText } from './json-html.ts';
import type { SiteWords } from './site-strings.ts';

/** A payload the site shows beside a tool's fields, and whether its author gave it or the schema made it. */
export interface ToolExample {
  value: unknown;
  source: 'author' | 'generated';
}

/** A tool's examples: its arguments, and its result when it declares an outputSchema; null when none is valid. */
export interface ToolExamples {
  arguments: ToolExample | null;
  result: ToolExample | null;
}

/**
 * A tool's example arguments: the author's when given (checked before this is called), else the first of
 * the core's example (`exampleArguments`) and its skeleton (`sampleArguments` of the required properties)
 * that the tool's own check accepts; null when neither is accepted.
 */
export function argumentsExample(tool: Tool, authored?: unknown): ToolExample | null {
  if (authored !== undefined) return { value: authored, source: 'author' };
  const candidates = [exampleArguments(tool), sampleArguments(tool, { fill: 'required' })];
  const value = candidates.find((candidate) => tool.check(candidate).ok);
  return value === undefined ? null : { value, source: 'generated' };
}

/**
 * A tool's example result, for a tool with an outputSchema: the author's recorded structuredContent when
 * given, else the core's `exampleResult` when the result check finds it conforming; null otherwise.
 */
export function resultExample(tool: Tool, authored?: unknown): ToolExample | null {
  if (tool.outputSchema === null || tool.outputSchema === undefined) return null;
  if (authored !== undefined) return { value: authored, source: 'author' };
  const result = exampleResult(tool);
  if (checkToolResult(tool, result).verdict !== 'conforms') return null;
  return { value: result.structuredContent, source: 'generated' };
}

/** The Example regions of one tool: its arguments, then its result when it has one. */
export function examplesHtml(name: string, examples: ToolExamples, words: SiteWords): string {
  const args = exampleHtml(
    words.exampleArguments(name),
    words.exampleArgumentsTitle,
    examples.arguments,
    words,
  );
  const result =
    examples.result === null
      ? ''
      : exampleHtml(words.exampleResult(name), words.exampleResultTitle, examples.result, words);
  return `<div class="tool-examples">${args}${result}</div>`;
}

function exampleHtml(label: string, title: string, example: ToolExample | null, words: SiteWords): string {
  const open = `<section class="example" aria-label="${escapeHtml(label)}">`;
  if (example === null)
    return `${open}<h2>${escapeHtml(title)}</h2><p class="note">${escapeHtml(words.noExample)}</p></section>`;
  const json = jsonText(example.value);
  const source = example.source === 'author' ? words.authorsExample : words.generatedExample;
  const head = `<div class="example-head"><h2>${escapeHtml(title)}</h2><span class="example-source">${escapeHtml(source)}</span><button type="button" class="copy" data-copy="${escapeHtml(json)}">${escapeHtml(words.copy)}</button></div>`;
  return `${open}${head}${jsonBlockHtml(example.value)}</section>`;
}

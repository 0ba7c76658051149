import type { Tool } from '../../core/index.ts';
import { sampleArguments } from './sample-arguments.ts';

/** A result to start from: one text block, and structuredContent built from the outputSchema when there is one. */
export function sampleResult(tool: Pick<Tool, 'outputSchema'>): Record<string, unknown> {
  const content = [{ type: 'text', text: '' }];
  if (tool.outputSchema === null) return { content };
  return { content, structuredContent: sampleArguments(tool.outputSchema) };
}

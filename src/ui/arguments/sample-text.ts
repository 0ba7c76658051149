import { sampleArguments, type SampleFill, type Tool } from '../../core/index.ts';

/**
 * A tool's starting arguments as indented JSON text, ready for the editor: the view shows this text and the
 * page sends the same text to be checked (`fill` as for the core's `sampleArguments`).
 */
export function sampleArgumentsText(tool: Pick<Tool, 'inputSchema'>, fill: SampleFill): string {
  return JSON.stringify(sampleArguments(tool, { fill }), null, 2);
}

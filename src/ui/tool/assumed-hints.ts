import { readHints, type McpAnnotations, type McpHintReading } from '../../core/index.ts';

/**
 * The hints a host assumes of a tool whose server stated none: each hint that means something for it, at
 * the specification's default. Null when the server stated any hint, whose readings say the rest.
 */
export function assumedHints(annotations: McpAnnotations): readonly McpHintReading[] | null {
  const readings = readHints(annotations);
  if (readings.some((reading) => reading.source === 'stated')) return null;
  return readings.filter((reading) => reading.isMeaningful);
}

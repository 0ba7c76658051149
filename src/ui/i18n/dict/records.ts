import type { Dictionary } from '../t.ts';

// The strings the page needs when the records cannot be verified; the Records view brings its own lazily.
export default {
  en: {
    'records.digestMismatch': '{file}: its SHA-256 is {actual}, but the manifest says {expected}.',
    'records.problem.network': '{file} could not be fetched.',
    'records.problem.json': '{file} is not valid JSON.',
    'records.problem.shape': '{file} does not have the expected shape.',
    'records.problem.catalog': '{file} is not a valid catalog.',
  },
  ko: {
    'records.digestMismatch':
      '{file}: SHA-256이 매니페스트와 다릅니다. 실제 값: {actual}, 매니페스트 값: {expected}.',
    'records.problem.network': '{file} 파일을 가져오지 못했습니다.',
    'records.problem.json': '{file} 파일은 올바른 JSON이 아닙니다.',
    'records.problem.shape': '{file} 파일의 구조가 예상과 다릅니다.',
    'records.problem.catalog': '{file} 파일은 올바른 카탈로그가 아닙니다.',
  },
} satisfies Dictionary;

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
    'records.digestMismatch': '{file}: SHA-256이 {actual}이지만 매니페스트에는 {expected}로 적혀 있습니다.',
    'records.problem.network': '{file}을(를) 가져오지 못했습니다.',
    'records.problem.json': '{file}은(는) 올바른 JSON이 아닙니다.',
    'records.problem.shape': '{file}의 구조가 예상과 다릅니다.',
    'records.problem.catalog': '{file}은(는) 올바른 카탈로그가 아닙니다.',
  },
} satisfies Dictionary;

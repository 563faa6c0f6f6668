// The language of this page load, known before its catalog arrives, so API calls started during
// boot already carry the right `lang` (and cache keys).
import { defaultLanguage, type LanguageCode } from '../../domain/i18n/languages.ts';
import { renderScope } from './render-scope.ts';

let current: LanguageCode = defaultLanguage;

export function requestLanguage(): LanguageCode {
  return renderScope()?.language ?? current;
}

export function setRequestLanguage(code: LanguageCode): void {
  current = code;
}

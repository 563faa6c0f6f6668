// The standard reasons: every one has a text in every interface language, every decision kind
// offers `other` (free text), and the text the user reads follows the code, or the note verbatim.
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../i18n/languages.ts';
import {
  reasonCodes,
  reasonsFor,
  reasonText,
  reasonTexts,
  rejectionReasonGiven,
} from './reasons.ts';

describe('standard reasons', () => {
  it('have a non-empty text in all 21 languages, distinct from English outside English', () => {
    for (const code of reasonCodes.filter((c) => c !== 'other')) {
      const texts = reasonTexts[code];
      for (const lang of languageCodes) expect(texts[lang].trim(), `${code} ${lang}`).not.toBe('');
      for (const lang of languageCodes.filter((l) => l !== 'en'))
        expect(texts[lang], `${code} ${lang}`).not.toBe(texts.en);
    }
  });

  it('each decision kind offers known codes ending with other', () => {
    for (const codes of Object.values(reasonsFor)) {
      expect(codes.at(-1)).toBe('other');
      for (const code of codes) expect(reasonCodes).toContain(code);
    }
  });

  it('reads a code in the asked language, free text verbatim, both together', () => {
    expect(reasonText('suspected_fraud', '', 'de')).toBe('Verdacht auf Betrug.');
    expect(reasonText('other', ' Call us. ', 'de')).toBe('Call us.');
    expect(reasonText(null, 'as typed', 'ar')).toBe('as typed');
    expect(reasonText('suspected_fraud', 'Ticket 42', 'en')).toBe('Suspected fraud. Ticket 42');
    expect(reasonText('no-such-code', 'kept', 'en')).toBe('kept');
  });

  it('a rejection needs a standard code or a text', () => {
    expect(rejectionReasonGiven({})).toBe(false);
    expect(rejectionReasonGiven({ reasonCode: 'other', reason: ' ' })).toBe(false);
    expect(rejectionReasonGiven({ reasonCode: 'other', reason: 'why' })).toBe(true);
    expect(rejectionReasonGiven({ reasonCode: 'terms_violation' })).toBe(true);
    expect(rejectionReasonGiven({ reason: 'why' })).toBe(true);
  });
});

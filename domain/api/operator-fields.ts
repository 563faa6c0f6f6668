// Fields shared by the operator calls of several areas: the reason every decision takes, a platform day.
import { z } from 'zod';
import { reasonCodes } from '../operator/reasons.ts';
import { isCalendarDay } from '../store/report-range.ts';
import { optionalText } from './common.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The reason fields of a decision: a standard code, free text, or both (required on reject). */
export const decisionReasonFields = {
  reasonCode: z.preprocess(blankToUndefined, z.enum(reasonCodes).optional()),
  reason: optionalText(500),
};

/** A platform day `YYYY-MM-DD` (a real calendar day). */
export const dayParam = z.string().trim().refine(isCalendarDay, 'a day written YYYY-MM-DD');

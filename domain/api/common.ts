// Building blocks shared by the endpoint schemas: paging, ids, money, times (CONTRACT.md "Values").
import { z } from 'zod';

/** Query strings and forms deliver text; these coerce it and treat '' as absent. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const intParam = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max));

export const optionalInt = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Flags arrive as 1/0, true/false or yes/no. */
export const optionalFlag = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().optional());

/** Opaque identifiers: short, printable, no whitespace. */
export const idParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const optionalId = z.preprocess(blankToUndefined, idParam.optional());

/** Money on the wire: a decimal string with up to 10 decimals. */
export const moneyString = z.string().regex(/^-?\d+(\.\d{1,10})?$/);

/** Times on the wire: `YYYY-MM-DD HH:mm:ss` in the platform time zone, or '' when empty. */
export const timeString = z.string();

export const pagingInput = (defaultPageSize: number) => ({
  pageNum: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(defaultPageSize),
  ),
});

export const pageInfo = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});

export type PageInfo = z.infer<typeof pageInfo>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ pageList: z.array(item), pageInfo });

export function makePageInfo(pageNum: number, pageSize: number, totalElements: number): PageInfo {
  return { pageNum, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}

export const emptyInput = z.object({});
export const nullOutput = z.null();

/** Form and query callers send arrays as JSON text; JSON callers send arrays. */
export const jsonArray = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return text.split(',').map((part) => part.trim());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
};

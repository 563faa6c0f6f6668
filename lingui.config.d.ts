/**
 * The account's sources: feature rooms used only by routes behind `/_auth` and by `/credit` (whose
 * layouts load the catalog before they render), and those routes' own files but the back
 * office's. A room a catalogue page starts to use must leave this list (its texts would be missing
 * there); `src/app/catalogs.test.ts` checks that none is imported from outside these routes.
 */
export declare const accountRooms: string[];
declare const _default: import("@lingui/conf").LinguiConfig;
export default _default;

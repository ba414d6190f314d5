/**
 * The address of the popular products' file (popular-rank.ts), apart from the code that reads it: the listing's
 * store asks for the file with the page's code, the rules read it with theirs (rules.ts), so that the reader is
 * not in the page's first JavaScript.
 */
export const POPULAR_DATA_PATH = "/date/populare.json";

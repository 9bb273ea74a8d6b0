// Text matched as itself inside a regular expression: every character with a meaning there escaped.
// The one escaper for patterns built from data or file names (route folders, the site's name, module
// paths, a sample page's values).

/** `text` with each of . * + ? ^ $ { } ( ) | [ ] \ escaped, for use inside a RegExp source. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// No imports: the API's sanitizer and the front ends' cleaner (@shared/rich-text) read this list.

/**
 * The rich text respondents may be shown (question help, a survey's introduction and closing)
 * may format and link, nothing else: no scripts, styles or event handlers.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];

/** The only kinds of address a link may have. */
export const RICH_TEXT_SCHEMES = ['https', 'http', 'mailto'];

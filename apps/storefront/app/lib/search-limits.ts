/** spec 001 §5: a search term needs at least 3 characters (its own module: the header's search box
    needs it on every page, the suggestion query only once the shopper types) */
export const SUGGESTION_MIN_LENGTH = 3

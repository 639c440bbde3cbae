/** The cookie that holds the session's groupToken (customer-group.ts), in a module of its own for code that only asks whether there is one. */
export const GROUP_COOKIE = 'shop_group'

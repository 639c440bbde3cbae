/**
 * Whether a link leads to the page shown (or, unless `end`, to one of its ancestors), decided as
 * React Router's NavLink decides it (case-insensitive, on path segments). NavLink itself is not
 * used: importing it keeps NavLink, Form and their helpers in every page's script (decision 0035).
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase()
  const target = to.split(/[?#]/)[0]!.toLowerCase()
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return here === target || (!end && here.startsWith(target) && here.charAt(boundary) === '/')
}

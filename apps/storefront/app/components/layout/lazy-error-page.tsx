/** The error page of the root and the default layout, its code loaded only when shown (split.tsx). */
import { split } from '../split.tsx'

export const ErrorPage = split(() => import('./error-page.tsx'))

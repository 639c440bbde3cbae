export { useHydrated } from '../../lib/use-hydrated.ts'

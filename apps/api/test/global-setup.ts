import type { TestProject } from 'vitest/node'
import { createTemplate, dbKind, dropTemplate } from './template-db.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string
    dbKind: 'pglite' | 'postgres'
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  const template = await createTemplate()
  console.log(`[test db] ${dbKind()} template ready in ${Date.now() - started} ms`)
  project.provide('dbTemplate', template)
  project.provide('dbKind', dbKind())
  return () => dropTemplate(template)
}

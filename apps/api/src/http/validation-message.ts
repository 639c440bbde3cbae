import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** 'Invalid body.customer.lastname: …' for a request the route's schema refused; null otherwise. */
export function validationMessage(error: FastifyError): string | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null
  const where = error.validationContext ?? 'request'
  const message = error.validation
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${where}${path ? '.' + path : ''}: ${issue.message}`
    })
    .join('; ')
  return `Invalid ${message}`
}

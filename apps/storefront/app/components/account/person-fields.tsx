/**
 * Fields that several account forms ask for in the same way. Each form keeps its own id prefix
 * (register-, profile-, ship-, …) so ids stay unique when two forms share a page.
 */
import { useT } from '../../lib/store-context.tsx'
import { Field } from './field.tsx'
import type { FieldError } from './validation.ts'

type Errors = Partial<Record<string, FieldError>>

export function EmailField({
  id,
  error,
  defaultValue,
}: {
  id: string
  error?: FieldError
  defaultValue?: string
}) {
  const t = useT()
  return (
    <Field
      id={id}
      name="email"
      type="email"
      autoComplete="email"
      label={t('account.email')}
      defaultValue={defaultValue}
      error={error}
    />
  )
}

/** First and last name; `section` scopes autofill (e.g. "shipping" for the address form). */
export function NameFields({
  prefix,
  errors,
  section,
  defaults,
}: {
  prefix: string
  errors: Errors
  section?: string
  defaults?: { firstname: string; lastname: string }
}) {
  const t = useT()
  const scope = section ? `${section} ` : ''
  return (
    <>
      {(['firstname', 'lastname'] as const).map((name) => (
        <Field
          key={name}
          id={`${prefix}-${name}`}
          name={name}
          autoComplete={scope + (name === 'firstname' ? 'given-name' : 'family-name')}
          label={t(`account.${name}`)}
          defaultValue={defaults?.[name]}
          error={errors[name]}
        />
      ))}
    </>
  )
}

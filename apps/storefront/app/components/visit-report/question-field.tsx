/**
 * One question of the visit report (the shop's question set, packages/commerce): a text field, a
 * text area, or a group of radio buttons for a choice, a rating and yes/no, labelled in the page's
 * language, the required ones marked (the star is for the eye; the control says "required" itself).
 */
import { VISIT_REPORT_TEXTAREA_MAX_LENGTH, VISIT_REPORT_TEXT_MAX_LENGTH } from '@shop/commerce'
import { useStore, useT } from '../../lib/store-context.tsx'
import { optionOf, ratingRange, type VisitQuestion } from '../../lib/visit-report/view-rules.ts'

export function RequiredMark() {
  return (
    <span className="visit-form__required" aria-hidden="true">
      {' *'}
    </span>
  )
}

export function QuestionField({
  question,
  value,
  error,
  idPrefix,
  onChange,
}: {
  question: VisitQuestion
  value: string
  error: string | null
  idPrefix: string
  onChange: (value: string) => void
}) {
  const t = useT()
  const store = useStore()
  const id = `${idPrefix}-${question.id}`
  const errorId = `${id}-error`
  const label = question.label[store.language]
  const invalid = error ? true : undefined
  const described = error ? errorId : undefined
  const message = error && (
    <p id={errorId} className="account-field__error">
      {error}
    </p>
  )

  if (question.type === 'text' || question.type === 'textarea') {
    const common = {
      id,
      value,
      required: question.required,
      'aria-invalid': invalid,
      'aria-describedby': described,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    }
    return (
      <div className="account-field visit-form__question">
        <label htmlFor={id}>
          {label}
          {question.required && <RequiredMark />}
        </label>
        {question.type === 'text' ? (
          <input type="text" maxLength={VISIT_REPORT_TEXT_MAX_LENGTH} {...common} />
        ) : (
          <textarea rows={3} maxLength={VISIT_REPORT_TEXTAREA_MAX_LENGTH} {...common} />
        )}
        {message}
      </div>
    )
  }

  const options =
    question.type === 'choice'
      ? (question.options ?? []).map((option) => optionOf(option, store.language))
      : question.type === 'rating'
        ? ratingRange(question).map((n) => ({ value: String(n), label: String(n) }))
        : [
            { value: 'yes', label: t('visitReport.form.yes') },
            { value: 'no', label: t('visitReport.form.no') },
          ]
  return (
    <fieldset
      className={`visit-form__question visit-form__group visit-form__group--${question.type}`}
      role="radiogroup"
      aria-required={question.required || undefined}
      aria-invalid={invalid}
      aria-describedby={described}
      data-question={question.id}
    >
      <legend>
        {label}
        {question.required && <RequiredMark />}
      </legend>
      <div className="visit-form__options">
        {options.map((option) => (
          <label key={option.value} className="visit-form__option">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-label={
                question.type === 'rating'
                  ? t('visitReport.form.ratingValue', { value: option.label })
                  : undefined
              }
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  )
}

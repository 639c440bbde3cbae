import { describe, it, expect } from 'vitest'
import {
  VISIT_REPORT_QUESTIONS,
  VISIT_REPORT_DATA_MAX_CHARS,
  VISIT_REPORT_TEXT_MAX_LENGTH,
  MSG_TODO_MISSING_DATA,
  TODO_ACTION_POINT_MAX_LENGTH,
  validateReportData,
  validateTodo,
  isIsoCalendarDate,
  isTodoOverdue,
  visitReportQuestion,
} from './visit-report-questions.ts'

const complete = {
  visit_type: 'regular',
  contact_person: 'Piet Jansen',
  shop_impression: 4,
  stock_our_brands: 'low',
  ebike_demand: 'rising',
  needs_display_material: true,
  season_outlook: 'better',
  delivery_satisfaction: 3,
}

describe('VISIT_REPORT_QUESTIONS', () => {
  it('has unique ids, nl and de labels, options for choices', () => {
    const ids = VISIT_REPORT_QUESTIONS.map((q) => q.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThanOrEqual(10)
    for (const q of VISIT_REPORT_QUESTIONS) {
      expect(q.label.nl.trim()).not.toBe('')
      expect(q.label.de.trim()).not.toBe('')
      expect(q.label.nl).not.toBe(q.label.de)
      if (q.type === 'choice') {
        expect(q.options?.length).toBeGreaterThan(1)
        for (const o of q.options ?? []) {
          expect(o.label.nl && o.label.de).toBeTruthy()
        }
      } else expect(q.options).toBeUndefined()
    }
    expect(visitReportQuestion('delivery_satisfaction')?.type).toBe('rating')
    expect(visitReportQuestion('nope')).toBeUndefined()
  })

  it('is frozen', () => {
    expect(Object.isFrozen(VISIT_REPORT_QUESTIONS)).toBe(true)
  })
})

describe('validateReportData', () => {
  it('accepts a complete report and cleans it', () => {
    const r = validateReportData({
      ...complete,
      contact_person: '  Piet  ',
      remarks: '',
      competitors_seen: null,
    })
    expect(r).toEqual({ ok: true, data: { ...complete, contact_person: 'Piet' } })
  })

  it('names the first missing required answer in question order', () => {
    const { visit_type: _v, shop_impression: _s, ...rest } = complete
    const r = validateReportData(rest)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.problem).toEqual({ field: 'report_data.visit_type', reason: 'required' })
      expect(r.message).toBe('report_data.visit_type: Field is required.')
    }
  })

  it('refuses a blank required text', () => {
    const r = validateReportData({ ...complete, contact_person: '   ' })
    expect(!r.ok && r.problem).toEqual({ field: 'report_data.contact_person', reason: 'required' })
  })

  it('refuses unknown question ids', () => {
    const r = validateReportData({ ...complete, favourite_colour: 'red' })
    expect(!r.ok && r.problem).toEqual({ field: 'report_data.favourite_colour', reason: 'unknown_question' })
  })

  it('refuses wrong types', () => {
    expect(!validateReportData({ ...complete, shop_impression: '4' }).ok).toBe(true)
    const r = validateReportData({ ...complete, needs_display_material: 'yes' })
    expect(!r.ok && r.problem).toEqual({
      field: 'report_data.needs_display_material',
      reason: 'wrong_type',
      expected: 'yesno',
    })
    const t = validateReportData({ ...complete, contact_person: 12 })
    expect(!t.ok && t.problem.field).toBe('report_data.contact_person')
  })

  it('refuses ratings out of range or fractional', () => {
    for (const v of [0, 6, 2.5, Number.NaN]) {
      const r = validateReportData({ ...complete, delivery_satisfaction: v })
      expect(!r.ok && r.problem).toEqual({
        field: 'report_data.delivery_satisfaction',
        reason: 'out_of_range',
        min: 1,
        max: 5,
      })
    }
  })

  it('refuses a choice that is not an option', () => {
    const r = validateReportData({ ...complete, ebike_demand: 'huge' })
    expect(!r.ok && r.problem.reason).toBe('not_an_option')
    expect(!r.ok && r.message).toContain('rising, stable, falling')
  })

  it('bounds texts and the whole report', () => {
    const long = validateReportData({
      ...complete,
      contact_person: 'x'.repeat(VISIT_REPORT_TEXT_MAX_LENGTH + 1),
    })
    expect(!long.ok && long.problem).toEqual({
      field: 'report_data.contact_person',
      reason: 'too_long',
      max: 200,
    })
    const huge = validateReportData({ ...complete, remarks: 'x'.repeat(VISIT_REPORT_DATA_MAX_CHARS) })
    expect(!huge.ok && huge.problem).toEqual({
      field: 'report_data',
      reason: 'too_large',
      max: VISIT_REPORT_DATA_MAX_CHARS,
    })
  })

  it('refuses non-objects and an empty report', () => {
    for (const v of [null, undefined, [], 'x', 3, new Date()]) {
      const r = validateReportData(v)
      expect(!r.ok && r.problem).toEqual({ field: 'report_data', reason: 'not_an_object' })
    }
    const e = validateReportData({})
    expect(!e.ok && e.problem).toEqual({ field: 'report_data', reason: 'empty' })
  })
})

describe('validateTodo', () => {
  const today = '2026-11-28'
  it('accepts a todo and trims it', () => {
    expect(
      validateTodo({ action_point: ' Bel terug ', expire_date: '2026-12-01', assigned_to: 7 }, today),
    ).toEqual({
      ok: true,
      todo: { action_point: 'Bel terug', expire_date: '2026-12-01', assigned_to: 7 },
    })
    expect(validateTodo({ action_point: 'x', expire_date: today }, today)).toMatchObject({
      ok: true,
      todo: { assigned_to: null },
    })
  })

  it("answers 'Missing data in todo.' naming the field", () => {
    const a = validateTodo({ expire_date: '2026-12-01' }, today)
    expect(!a.ok && a.problem).toEqual({ field: 'action_point', reason: 'missing' })
    expect(!a.ok && a.message).toBe(MSG_TODO_MISSING_DATA)
    expect(MSG_TODO_MISSING_DATA).toBe('Missing data in todo.')
    const b = validateTodo({ action_point: 'Bel', expire_date: '' }, today)
    expect(!b.ok && b.problem).toEqual({ field: 'expire_date', reason: 'missing' })
    const c = validateTodo({ action_point: 'Bel', expire_date: '2026-02-30' }, today)
    expect(!c.ok && c.problem).toEqual({ field: 'expire_date', reason: 'not_a_date' })
    expect(!c.ok && c.message).toBe(MSG_TODO_MISSING_DATA)
    const d = validateTodo({ action_point: '   ', expire_date: '2026-12-01' })
    expect(!d.ok && d.problem.field).toBe('action_point')
    expect(!validateTodo(null).ok).toBe(true)
  })

  it('bounds the date window and the action point', () => {
    const past = validateTodo({ action_point: 'x', expire_date: '2026-11-27' }, today)
    expect(!past.ok && past.problem.reason).toBe('in_the_past')
    expect(validateTodo({ action_point: 'x', expire_date: '2026-11-27' }).ok).toBe(true)
    const far = validateTodo({ action_point: 'x', expire_date: '2031-11-29' }, today)
    expect(!far.ok && far.problem.reason).toBe('too_far_ahead')
    const long = validateTodo(
      { action_point: 'x'.repeat(TODO_ACTION_POINT_MAX_LENGTH + 1), expire_date: today },
      today,
    )
    expect(!long.ok && long.problem.reason).toBe('too_long')
  })

  it('refuses an assigned_to that is not an id', () => {
    for (const v of [-1, 1.5, 'M00001', {}, true]) {
      const r = validateTodo({ action_point: 'x', expire_date: today, assigned_to: v }, today)
      expect(!r.ok && r.problem.field).toBe('assigned_to')
    }
    expect(validateTodo({ action_point: 'x', expire_date: today, assigned_to: '12' }, today)).toMatchObject({
      ok: true,
      todo: { assigned_to: 12 },
    })
  })
})

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoCalendarDate('2028-02-29')).toBe(true)
    expect(isIsoCalendarDate('2026-02-29')).toBe(false)
    expect(isIsoCalendarDate('2026-02-30')).toBe(false)
    expect(isIsoCalendarDate('2026-13-01')).toBe(false)
    expect(isIsoCalendarDate('2026-1-01')).toBe(false)
    expect(isIsoCalendarDate(20260101)).toBe(false)
  })

  it('knows overdue todos', () => {
    expect(isTodoOverdue({ expire_date: '2026-11-27', done: 0 }, '2026-11-28')).toBe(true)
    expect(isTodoOverdue({ expire_date: '2026-11-28', done: 0 }, '2026-11-28')).toBe(false)
    expect(isTodoOverdue({ expire_date: '2026-11-27', done: 1 }, '2026-11-28')).toBe(false)
  })
})

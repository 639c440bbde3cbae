/**
 * Full-text search over product_search.tsv with the store's text search configuration (spec 000
 * §9: fuzziness 2, minimum match 75 %, name and supplier_sku boosted 2x).
 *
 * Per query word one tsquery: the word as a prefix (so "fietsen" stemmed to 'fiets' also finds
 * 'fietsverlichting') OR'ed with catalogue words from search_lexicon that are within the allowed
 * edit distance (so "gazele" finds 'gazelle', and "fietsen" finds 'fiets' products, whose names
 * stem to 'fiet' - the Dutch stemming trap of ARCHITECTURE.md). Allowed edits grow with the word
 * like Elasticsearch's AUTO fuzziness, capped at the spec's 2: none up to 3 letters, 1 up to 5,
 * 2 from 6 - with a fixed 2, "rood" would also match "goud" and "roos".
 * A product matches when at least 75 % of the words match (minimumShouldMatch), or when the text
 * is exactly one of its skus (own, supplier, EAN or a child's); exact sku hits rank first.
 */
import { sql, type SQL } from 'drizzle-orm'
import { minimumShouldMatch } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { textArray } from './sql-util.ts'

const MAX_WORDS = 10
const MAX_EXPANSIONS = 5
/**
 * What a ts_rank over each class of query items counts for (the in-process search adds the same,
 * mirror/text-ranking.ts): whole words well above prefixes, so that "fiets" puts the products
 * holding 'fiets' itself (in "Fietsen") above those holding several compounds that merely begin
 * with it (fietsonderhoud, fietskaart); prefixes still above typo corrections.
 */
export const RANK_FACTORS = { exact: 1, prefix: 0.25, fix: 0.2 } as const
/** ts_rank weights {D, C, B, A}: A (name, supplier sku, categories) counts twice as much as B. */
const RANK_WEIGHTS = sql`'{0.1, 0.2, 0.5, 1.0}'::float4[]`

/** Query words: letters and digits, lower-cased, unique, at most ten. */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** Texts that may be a sku: the whole text and each whitespace-separated part, lower-cased. */
export function skuTerms(text: string): string[] {
  const whole = text.trim().toLowerCase()
  const parts = whole.split(/\s+/).filter((p) => p.length >= 2)
  return [...new Set([whole, ...parts])].filter((t) => t.length > 0 && t.length <= 64).slice(0, MAX_WORDS + 1)
}

export interface AnalysedWord {
  word: string
  /** the word's stems as they are ('' for a stop word) */
  exact: string
  /** the stems as prefixes */
  prefix: string
  /** catalogue words within the allowed edits ('' when none) */
  corrections: string
  /** the same as lexemes: the stems, and the corrections that are not stems of the word itself */
  stems: string[]
  correctionLexemes: string[]
  /**
   * The catalogue word the shopper probably meant ("Bedoelde je ...?"): the closest lexicon word
   * when the word itself begins no catalogue word, else null.
   */
  suggestion: string | null
}

/** Everything that makes a word match, '' when it cannot match (a stop word without corrections). */
export const wordQuery = (w: AnalysedWord) => [w.prefix, w.corrections].filter(Boolean).join(' | ')

const lexemeQuery = (lexeme: string, prefix: boolean) =>
  `'${lexeme.replace(/'/g, "''")}'${prefix ? ':*' : ''}`

/**
 * Asks PostgreSQL to stem the words and to find their typo corrections in the lexicon. Stemming
 * goes through to_tsvector, which (unlike to_tsquery) drops stop words without a notice.
 */
export async function analyseWords(
  database: Database,
  storeId: number,
  tsConfig: string,
  words: string[],
): Promise<AnalysedWord[]> {
  if (words.length === 0) return []
  const rows = await database.rows<{
    i: number
    stems: string[]
    candidates: string[]
    corrections: string[]
    known: boolean
  }>(sql`
    select w.i::int as i,
      tsvector_to_array(to_tsvector(${tsConfig}::regconfig, w.word)) as stems,
      c.words as candidates,
      array(
        select distinct s from unnest(c.words) as cw(word),
          unnest(tsvector_to_array(to_tsvector(${tsConfig}::regconfig, cw.word))) as s
      ) as corrections,
      -- query words hold letters and digits only (queryWords), nothing LIKE would read as a pattern
      (cardinality(c.words) = 0 or exists (
        select 1 from search_lexicon k
        where k.store_id = ${storeId} and k.word like w.word || '%'
      )) as known
    from unnest(${textArray(words)}) with ordinality as w(word, i),
      lateral (
        select coalesce(array_agg(x.word order by x.rank), '{}') as words from (
          select l.word, row_number() over (order by levenshtein(l.word, w.word), l.frequency desc, l.word) as rank
          from search_lexicon l
          where l.store_id = ${storeId} and length(w.word) >= 4 and w.word !~ '[0-9]'
            and l.word % w.word and l.word <> w.word
            and levenshtein(l.word, w.word) <= case when length(w.word) <= 5 then 1 else 2 end
          order by rank
          limit ${MAX_EXPANSIONS}
        ) x
      ) c
    order by w.i`)
  return rows.map((row) => {
    const word = words[row.i - 1] ?? ''
    // the word as typed is a lexeme too: Dutch stems "fiets" to 'fiet' but "fietsen" (the
    // category Fietsen) to 'fiets', so without it a bicycle would only match as a prefix
    const stems =
      row.stems.length > 0 && !row.stems.includes(word) && /^\p{L}+$/u.test(word)
        ? [...row.stems, word]
        : row.stems
    const corrections = row.corrections.filter((c) => !stems.includes(c))
    return {
      word,
      exact: stems.map((s) => lexemeQuery(s, false)).join(' | '),
      prefix: stems.map((s) => lexemeQuery(s, true)).join(' | '),
      corrections: corrections.map((s) => lexemeQuery(s, false)).join(' | '),
      stems,
      correctionLexemes: corrections,
      suggestion: row.known ? null : (row.candidates[0] ?? null),
    }
  })
}

export interface TextMatch {
  condition: SQL
  score: SQL
}

const anyOf = (queries: string[]) =>
  queries
    .filter(Boolean)
    .map((q) => `(${q})`)
    .join(' | ')

/**
 * The WHERE condition and the score of a text search over product_search (alias `ps`). The OR
 * of all word queries lets the GIN index find candidates; the count of matching words is then
 * checked against the 75 % rule. The score ranks whole-word matches above prefix matches above
 * typo corrections (as Elasticsearch scores fuzzy matches lower), exact sku matches above all.
 */
export function textMatch(words: AnalysedWord[], text: string): TextMatch {
  const skus = textArray(skuTerms(text))
  const skuHit = sql`(ps.search_skus && ${skus})`
  const skuScore = sql`(case when ${skuHit} then 100 else 0 end)`
  const matching = words.filter((w) => wordQuery(w) !== '')
  if (matching.length === 0) return { condition: skuHit, score: sql`${skuScore}::float8` }
  const all = sql`${anyOf(matching.map(wordQuery))}::tsquery`
  const matched = sql.join(
    matching.map((w) => sql`(ps.tsv @@ ${wordQuery(w)}::tsquery)::int`),
    sql` + `,
  )
  const rank = (queries: string[], factor: number) => {
    const q = anyOf(queries)
    return q ? sql` + ${factor}::float8 * ts_rank(${RANK_WEIGHTS}, ps.tsv, ${q}::tsquery)` : sql``
  }
  const required = minimumShouldMatch(matching.length)
  return {
    condition: sql`(${skuHit} or (ps.tsv @@ ${all} and (${matched}) >= ${required}))`,
    score: sql`(${skuScore}${rank(
      matching.map((w) => w.exact),
      RANK_FACTORS.exact,
    )}${rank(
      matching.map((w) => w.prefix),
      RANK_FACTORS.prefix,
    )}${rank(
      matching.map((w) => w.corrections),
      RANK_FACTORS.fix,
    )})::float8`,
  }
}

/**
 * Analyses of query words per database, reused while the catalogue's write mark (the sequence
 * product_doc_version, which every product and lexicon write advances) has not moved: reading
 * the mark costs a fraction of the trigram search for corrections.
 */
const MAX_ANALYSES = 2000
const analyses = new WeakMap<Database, { mark: number; byWords: Map<string, AnalysedWord[]> }>()

/**
 * The analysis of the words, reused while the mark stands. `knownMark`: the mark as the caller
 * has just read it (the catalogue mirror reads it with its change query), saving a round trip.
 */
export async function cachedAnalysis(
  database: Database,
  storeId: number,
  tsConfig: string,
  words: string[],
  knownMark?: number,
): Promise<AnalysedWord[]> {
  if (words.length === 0) return []
  let mark = knownMark
  if (mark === undefined) {
    const [row] = await database.rows<{ mark: number }>(
      sql`select last_value::float8 as mark from product_doc_version`,
    )
    mark = Number(row?.mark)
  }
  let memo = analyses.get(database)
  if (!memo || memo.mark !== mark) analyses.set(database, (memo = { mark, byWords: new Map() }))
  const key = JSON.stringify([storeId, tsConfig, words])
  let analysed = memo.byWords.get(key)
  if (!analysed) {
    analysed = await analyseWords(database, storeId, tsConfig, words)
    if (memo.byWords.size >= MAX_ANALYSES) memo.byWords.clear()
    memo.byWords.set(key, analysed)
  }
  return analysed
}

/**
 * The text with every word that begins no catalogue word replaced by the closest one ("gazele
 * stadsfiets" -> "gazelle stadsfiets"), or null when there is nothing to correct.
 */
export function suggestedText(words: readonly AnalysedWord[]): string | null {
  if (!words.some((w) => w.suggestion !== null)) return null
  return words.map((w) => w.suggestion ?? w.word).join(' ')
}

export async function productTextMatch(
  database: Database,
  storeId: number,
  tsConfig: string,
  text: string,
): Promise<TextMatch> {
  return textMatch(await cachedAnalysis(database, storeId, tsConfig, queryWords(text)), text)
}

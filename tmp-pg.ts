import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
let t = Date.now()
const db = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch } })
console.log('create', Date.now() - t)
await db.exec('create extension if not exists pg_trgm; create extension if not exists fuzzystrmatch;')
console.log((await db.query("select levenshtein('fietsen','fiets') l, similarity('fietsen','fiets') s, to_tsvector('dutch','fiets fietsen') v, version()")).rows)
t = Date.now()
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size)
t = Date.now()
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm, fuzzystrmatch } })
console.log('load', Date.now() - t)

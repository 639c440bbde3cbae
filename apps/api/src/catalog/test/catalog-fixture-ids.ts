/** Ids of the catalogue fixture, shared by its data, its insert and the tests. */
export const FIXTURE_NOW = new Date('2030-06-15T10:00:00Z')

export const P = {
  conf: 5001,
  confBlack49: 5002,
  confBlue53: 5003,
  confRedDisabled: 5004,
  batavus: 5010,
  sparta: 5011,
  bell: 5012,
  map: 5013,
  disabled: 5014,
  grouped: 5015,
  front: 5016,
  rear: 5017,
  bundle: 5018,
  oil: 5019,
  engrave: 5020,
  ebike: 5021,
} as const

export const OPT = {
  gazelle: 8301,
  batavus: 8302,
  sparta: 8303,
  granville: 8304,
  zwart: 9301,
  blauw: 9302,
  rood: 9303,
  maat49: 14201,
  maat53: 14202,
  maat57: 14203,
  wiel26: 14301,
  wiel28: 14302,
  stadsfiets: 14401,
  ebike: 14402,
} as const

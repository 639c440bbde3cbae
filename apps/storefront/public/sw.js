// The service worker's old address (before spec 001 §7's /service-worker.js, decision 0228):
// browsers that installed it here keep checking /sw.js for updates. It runs the same worker, with
// the same scope; the next page they open registers /service-worker.js, which replaces it.
importScripts('/service-worker.js')

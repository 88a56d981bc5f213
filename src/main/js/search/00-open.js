// The book's search: loaded, with the book's text (search-index.js), when the reader first comes to the search box; its
// search without the page (Search) works outside a page too (bench/search.mjs measures it). Written by hand rather than with a library:
// bench/search.mjs compares it with MiniSearch on the book's own queries.
// A section matches when it holds every word typed, each at the start of a word, ignoring case, accents and the kind of
// dash or quote; a plural finds its singular, words written together or apart find each other ("nimsum", "nim sum",
// "nim-sum"), and a query that nothing holds is corrected to the book's nearest words.
(function (root) {

# The desk's rating lists: import, search, registration lookup and the update before round 1.
ratings-title = Rating lists
ratings-nav = Rating lists
ratings-none = No rating list has been imported yet.
ratings-list-name = List
ratings-list-kind = Kind
ratings-list-source = File
ratings-list-imported = Imported
ratings-import-of = Import of { $file }
ratings-importing = Importing the list { $list }:
ratings-import-done = The list { $list } now has { $players } players: { $added } added, { $removed } removed, { $changed } changed.
ratings-import-fields = Fields changed
ratings-import-failed = The import failed and the previous list stays
ratings-search = Find a player
ratings-search-label = Name, FIDE id or national id
ratings-search-placeholder = e.g. mueller or 1503014
ratings-import = Import a list
ratings-import-list = List
ratings-import-name = Kept as
ratings-import-name-placeholder = the list's name
ratings-import-rate = Rating
ratings-rate-standard = standard
ratings-rate-rapid = rapid
ratings-rate-blitz = blitz
ratings-import-file = File
ratings-import-help = The FIDE list is recognised as XML or text from the file itself. A list imported under a name replaces the list of that name once it is read whole; until then the old one stays in use.
ratings-import-submit = Import
ratings-import-busy = A list is being imported; wait until it ends.
ratings-import-admin-only = Only an administrator imports rating lists.
ratings-import-no-file = Choose a list file.
ratings-update-title = Update ratings from a list
ratings-update-link = Update ratings from a list
ratings-update-paired = Round 1 is paired: ratings are updated only before it.
ratings-update-compare = Compare
ratings-update-none = Every player registered with a FIDE id is up to date.
ratings-update-players = { $count ->
    [one] One player changes:
   *[other] { $count } players change:
}
ratings-update-field = Field
ratings-update-old = Now
ratings-update-new = In the list
ratings-update-accept = Accept these changes
ratings-update-missing = Not in the list
ratings-update-stale = The event changed since this comparison; here it is again.
ratings-update-done = { $count ->
    [one] One player updated.
   *[other] { $count } players updated.
}
ratings-lookup-help = Type a name or an id to find the player in the rating lists; choosing one fills in the form.

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

# A rating list that does not read: where, and what was expected there. What was found,
# a column title or label from the user's own filter and the XML parser's words are
# quoted as they are.
ratings-error-field = line { $line }, column { $column }: { $field }: expected { $expected }, found { $found }
ratings-error-shape = line { $line }, column { $column }: expected { $expected }, found { $found }
ratings-error-xml = line { $line }, column { $column }: XML: expected { $expected }
ratings-error-too-long = line { $line }, column 1: expected a record of at most { $limit } bytes
ratings-error-filter = filter line { $line }, column { $column }: expected { $expected }, found { $found }
ratings-feed-record = { $file }: { $error }
ratings-feed-unreadable = reading { $file }: { $error }
ratings-import-unknown-list = There is no list named { $list }; the lists are { $names }.
# The fields of a record, as the list or the filter names them.
ratings-field-id-number = ID Number
ratings-field-fed = Fed
ratings-field-sex-column = Sex
ratings-field-k-column = K
ratings-field-b-day = B-day
ratings-field-flag-column = Flag
ratings-field-fideid = fideid
ratings-field-k = k
ratings-field-birthday = birthday
ratings-field-flag = flag
ratings-field-rating = rating
ratings-field-games = games
ratings-field-country = country
ratings-field-sex = sex
ratings-field-name = name
ratings-field-grade = grade
ratings-field-gor = GoR
ratings-field-licence = licence
ratings-field-aga-id = AGA id
ratings-field-record = record
ratings-field-national-id = national_id
ratings-field-fide-id = fide_id
ratings-field-surname = surname
ratings-field-given-name = given_name
ratings-field-federation = federation
ratings-field-birth = birth
ratings-field-title = title
ratings-field-club = club
ratings-field-inactive = inactive
# What a reader expected.
ratings-expected-fide-header = the FIDE list header (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = a FIDE id
ratings-expected-fide-federation = a federation code of three letters
ratings-expected-sex = M or F
ratings-expected-fide-rating = a rating from 0 to 3500
ratings-expected-games = a number of games
ratings-expected-k-factor = a K factor
ratings-expected-birth-year = a birth year
ratings-expected-flag = `i`, `w` or `wi`
ratings-expected-player-closing = </player> closing this record
ratings-expected-players-list = a <playerslist> of <player> records
ratings-expected-player-record = a <player> record
ratings-expected-complete-tag = a complete tag
ratings-expected-player-element = <player>
ratings-expected-field-text = text, not an element, in a field
ratings-expected-player-with-fields = <player> with fields
ratings-expected-utf8 = UTF-8 text
ratings-expected-element = an element, not text
ratings-expected-entity = a known entity
ratings-expected-player-end = </player>
ratings-expected-closing-quote = a closing quote
ratings-expected-federation = a federation code
ratings-expected-rating = a rating
ratings-expected-birth-date = a birth year or date
ratings-expected-name = a name
ratings-expected-national-id = a national id
ratings-expected-country = a country code
ratings-expected-grade = a grade from 30k to 9d (or 1p-9p)
ratings-expected-gor = a GoR rating
ratings-expected-echelle = an échelle rating
ratings-expected-licence = a licence number
ratings-expected-aga-id = an AGA id (digits)
ratings-expected-aga-rating = an AGA rating such as 3.5 or -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf or ffe
ratings-expected-key-value = `key = value`
ratings-expected-one-character = one character
ratings-expected-label = a label
ratings-expected-csv-or-fixed = csv or fixed
ratings-expected-yes-or-no = yes or no
ratings-expected-lines = a number of lines
ratings-expected-encoding-label = an encoding label
ratings-expected-ascii-encoding = an ASCII-compatible encoding
ratings-expected-date-order = dmy or mdy
ratings-expected-rate-type = standard, rapid or blitz
ratings-expected-name-order = surname_first or given_first
ratings-expected-setting = a setting or a field name
ratings-expected-list-line = a `list = ...` line
ratings-expected-format-line = a `format = ...` line
ratings-expected-id-field = a `national_id` or `fide_id` field
ratings-expected-name-field = a `name` or `surname` field
ratings-expected-column = a column
ratings-expected-closing-quote-mark = a closing `"`
ratings-expected-column-number = a column number from 1
ratings-expected-column-index = `#N` (a list without a header has no titles)
ratings-expected-span = `N-M` or `N+W` (1-based character columns)
ratings-expected-column-titled = a column titled { $title } ({ $list } list, field { $field })
ratings-error-duplicate = the list has the id { $id } twice
ratings-error-bad-name = { $name } is not a usable list name: 1 to 100 characters, no control characters
ratings-error-no-list = there is no rating list named { $name }
ratings-error-too-large = a list holds at most { $limit } players

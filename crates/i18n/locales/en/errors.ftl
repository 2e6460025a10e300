# Failures as the desk and the public pages say them (arbiter-server): the store's
# answers word for word as the command line writes them, and the frames of a failure that
# has no words of its own (its English detail inside).
error-internal = the server could not do this: { $detail }
error-refused = the request was refused: { $detail }
error-log-in = log in or send a bearer token
error-may-not-change = { $login } may not change this event
error-not-a-section = { $name } is not a section of the festival { $festival }
error-store-not-found = there is no tournament named { $name }
error-store-exists = a tournament named { $name } already exists
error-store-bad-name = { $name } is not a usable tournament name: 1 to 100 characters, no control characters
error-store-conflict = the tournament changed meanwhile (expected version { $expected }, found { $actual }); reload and try again
error-store-corrupt = event { $seq } of { $name } cannot be read: { $why }
error-store-not-deleted = { $name } is not deleted: delete it before purging it
error-store-database = database error: { $detail }
error-store-unavailable = the database is unavailable ({ $detail }); try again in a moment
error-store-not-recorded = the database went away ({ $detail }); nothing was recorded: try again in a moment
error-store-unconfirmed = the database went away while the change was being committed ({ $detail }) and could not be asked whether it was recorded: reload the event before entering the change again
error-store-watch = cannot watch the database for changes: { $detail }
error-store-not-a-replica = the read database holds no arbiter tables ({ $detail }): give a replica of the main database
error-store-migration = database migration failed: { $detail }
error-store-half-moved = { $player } is registered in { $to } but could not leave { $from } ({ $why }); remove them there

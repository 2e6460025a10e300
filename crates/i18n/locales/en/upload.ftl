# The desk's publishing page: where the event's static site is uploaded, and how the last
# upload went.

upload-tab = Publishing
upload-title = Publishing
upload-intro = The event's site can be uploaded to the club's web space: an SFTP server, or an HTTP endpoint that accepts each file with a token.
upload-none = No destination is set.
upload-destination = Destination
upload-address = Address
upload-address-hint = sftp://user@host/dir (or /~/dir under the login's home), or https://host/path
upload-token = Token (HTTP)
upload-password = Password (SFTP)
upload-secret-kept = stored; leave empty to keep it
upload-host-key = Host key fingerprint (SFTP)
upload-host-key-hint = As ssh-keygen -l prints it on the server: SHA256:…
upload-key-file = Key file (SFTP)
upload-key-file-hint = A key file is set from the command line (arbiter destination set … --key FILE). A new address forgets it, and every stored secret.
upload-after-each-round = Publish after each round (when it is paired, and when its last result is in)
upload-save = Save
upload-now = Publish now
upload-remove = Remove the destination
upload-remove-confirm = Remove the destination and its secrets?
upload-status = Last upload
upload-running = An upload is under way: reload the page to see how it went.
upload-last-published = Last published
upload-never = never
upload-last-error = The last upload failed
upload-error-address = The address is not usable
upload-error-token = An HTTP destination needs its token.
upload-error-login = An SFTP destination needs a password (or a key file, set from the command line).
upload-error-unset = Set a destination first.

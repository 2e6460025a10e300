# Las listas de rating en la mesa del árbitro: importación, búsqueda, inscripción y actualización antes de la ronda 1.
ratings-title = Listas de rating
ratings-nav = Listas de rating
ratings-none = Todavía no se ha importado ninguna lista de rating.
ratings-list-name = Lista
ratings-list-kind = Tipo
ratings-list-source = Archivo
ratings-list-imported = Importada
ratings-import-of = Importación de { $file }
ratings-importing = Importando la lista { $list }:
ratings-import-done = La lista { $list } tiene ahora { $players } jugadores: { $added } añadidos, { $removed } retirados, { $changed } modificados.
ratings-import-fields = Campos modificados
ratings-import-failed = La importación falló y se mantiene la lista anterior
ratings-search = Buscar un jugador
ratings-search-label = Nombre, ID FIDE o ID nacional
ratings-search-placeholder = p. ej. mueller o 1503014
ratings-import = Importar una lista
ratings-import-list = Lista
ratings-import-name = Guardada como
ratings-import-name-placeholder = el nombre de la lista
ratings-import-rate = Rating
ratings-rate-standard = estándar
ratings-rate-rapid = rápido
ratings-rate-blitz = blitz
ratings-import-file = Archivo
ratings-import-help = La lista FIDE se reconoce como XML o texto a partir del propio archivo. Una lista importada con un nombre sustituye a la de ese nombre cuando se ha leído entera; hasta entonces sigue en uso la anterior.
ratings-import-submit = Importar
ratings-import-busy = Se está importando una lista; espere a que termine.
ratings-import-admin-only = Solo un administrador importa listas de rating.
ratings-import-no-file = Elija un archivo de lista.
ratings-update-title = Actualizar los ratings desde una lista
ratings-update-link = Actualizar los ratings desde una lista
ratings-update-paired = La ronda 1 está emparejada: los ratings solo se actualizan antes.
ratings-update-compare = Comparar
ratings-update-none = Todos los jugadores inscritos con un ID FIDE están al día.
ratings-update-players = { $count ->
    [one] Cambia un jugador:
   *[other] Cambian { $count } jugadores:
}
ratings-update-field = Campo
ratings-update-old = Actual
ratings-update-new = En la lista
ratings-update-accept = Aceptar estos cambios
ratings-update-missing = No están en la lista
ratings-update-stale = El torneo cambió desde esta comparación; aquí está de nuevo.
ratings-update-done = { $count ->
    [one] Un jugador actualizado.
   *[other] { $count } jugadores actualizados.
}
ratings-lookup-help = Escriba un nombre o un ID para encontrar al jugador en las listas; al elegirlo se rellena el formulario.

# Una lista de rating que no se puede leer: dónde, y qué se esperaba allí. Lo encontrado,
# un título de columna o una etiqueta del filtro del propio usuario y las palabras del
# analizador XML se citan tal cual.
ratings-error-field = línea { $line }, columna { $column }: { $field }: se esperaba { $expected }, se encontró { $found }
ratings-error-shape = línea { $line }, columna { $column }: se esperaba { $expected }, se encontró { $found }
ratings-error-xml = línea { $line }, columna { $column }: XML: se esperaba { $expected }
ratings-error-too-long = línea { $line }, columna 1: se esperaba un registro de { $limit } bytes como máximo
ratings-error-filter = filtro, línea { $line }, columna { $column }: se esperaba { $expected }, se encontró { $found }
ratings-feed-record = { $file }: { $error }
ratings-feed-unreadable = al leer { $file }: { $error }
ratings-import-unknown-list = No hay ninguna lista llamada { $list }; las listas son { $names }.
# Los campos de un registro; entre paréntesis, el nombre que les da la lista o el filtro.
ratings-field-id-number = número FIDE (ID Number)
ratings-field-fed = federación (Fed)
ratings-field-sex-column = sexo (Sex)
ratings-field-k-column = factor K (K)
ratings-field-b-day = año de nacimiento (B-day)
ratings-field-flag-column = indicador (Flag)
ratings-field-fideid = número FIDE (fideid)
ratings-field-k = factor K (k)
ratings-field-birthday = año de nacimiento (birthday)
ratings-field-flag = indicador (flag)
ratings-field-rating = rating
ratings-field-games = partidas (games)
ratings-field-country = país (country)
ratings-field-sex = sexo (sex)
ratings-field-name = nombre (name)
ratings-field-grade = grado (grade)
ratings-field-gor = rating GoR (GoR)
ratings-field-licence = licencia (licence)
ratings-field-aga-id = número AGA (AGA id)
ratings-field-record = registro
ratings-field-national-id = identificador nacional (national_id)
ratings-field-fide-id = número FIDE (fide_id)
ratings-field-surname = apellido (surname)
ratings-field-given-name = nombre de pila (given_name)
ratings-field-federation = federación (federation)
ratings-field-birth = nacimiento (birth)
ratings-field-title = título (title)
ratings-field-club = club
ratings-field-inactive = inactivo (inactive)
# Lo que esperaba un lector.
ratings-expected-fide-header = la cabecera de la lista FIDE (`ID Number  Name  Fed ...`)
ratings-expected-fide-id = un número FIDE
ratings-expected-fide-federation = un código de federación de tres letras
ratings-expected-sex = M o F
ratings-expected-fide-rating = un rating de 0 a 3500
ratings-expected-games = un número de partidas
ratings-expected-k-factor = un factor K
ratings-expected-birth-year = un año de nacimiento
ratings-expected-flag = `i`, `w` o `wi`
ratings-expected-player-closing = un </player> que cierre este registro
ratings-expected-players-list = una <playerslist> de registros <player>
ratings-expected-player-record = un registro <player>
ratings-expected-complete-tag = una etiqueta completa
ratings-expected-player-element = el elemento <player>
ratings-expected-field-text = texto, no un elemento, en un campo
ratings-expected-player-with-fields = <player> con campos
ratings-expected-utf8 = texto en UTF-8
ratings-expected-element = un elemento, no texto
ratings-expected-entity = una entidad conocida
ratings-expected-player-end = el cierre </player>
ratings-expected-closing-quote = unas comillas de cierre
ratings-expected-federation = un código de federación
ratings-expected-rating = un rating
ratings-expected-birth-date = un año o una fecha de nacimiento
ratings-expected-name = un nombre
ratings-expected-national-id = un identificador nacional
ratings-expected-country = un código de país
ratings-expected-grade = un grado de 30k a 9d (o de 1p a 9p)
ratings-expected-gor = un rating GoR
ratings-expected-echelle = un rating de la échelle
ratings-expected-licence = un número de licencia
ratings-expected-aga-id = un número AGA (cifras)
ratings-expected-aga-rating = un rating AGA como 3.5 o -12.4
ratings-expected-builtin-filter = ecf, dwz, uscf o ffe
ratings-expected-key-value = `clave = valor`
ratings-expected-one-character = un solo carácter
ratings-expected-label = una etiqueta
ratings-expected-csv-or-fixed = csv o fixed
ratings-expected-yes-or-no = yes o no
ratings-expected-lines = un número de líneas
ratings-expected-encoding-label = el nombre de una codificación
ratings-expected-ascii-encoding = una codificación compatible con ASCII
ratings-expected-date-order = dmy o mdy
ratings-expected-rate-type = standard, rapid o blitz
ratings-expected-name-order = surname_first o given_first
ratings-expected-setting = un ajuste o el nombre de un campo
ratings-expected-list-line = una línea `list = ...`
ratings-expected-format-line = una línea `format = ...`
ratings-expected-id-field = un campo `national_id` o `fide_id`
ratings-expected-name-field = un campo `name` o `surname`
ratings-expected-column = una columna
ratings-expected-closing-quote-mark = un `"` de cierre
ratings-expected-column-number = un número de columna a partir de 1
ratings-expected-column-index = `#N` (una lista sin cabecera no tiene títulos de columna)
ratings-expected-span = `N-M` o `N+W` (columnas de caracteres contadas desde 1)
ratings-expected-column-titled = una columna titulada { $title } (lista { $list }, campo { $field })
ratings-error-duplicate = la lista tiene dos veces el ID { $id }
ratings-error-bad-name = { $name } no es un nombre de lista válido: de 1 a 100 caracteres, sin caracteres de control
ratings-error-no-list = no hay ninguna lista de Elo llamada { $name }
ratings-error-too-large = una lista contiene como máximo { $limit } jugadores

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

# La parte pública de la aplicación web: el marco de cada página, los torneos, las páginas
# públicas de un torneo, los festivales, la página de acceso y las páginas de error.

## El marco de cada página
pub-nav-events = Torneos
pub-nav-desk = Mesa arbitral
pub-nav-users = Usuarios
pub-live = en directo
pub-login = Iniciar sesión
pub-logout = Cerrar sesión
pub-tagline = sistema de dirección de torneos
pub-language = Idioma

## Errores
pub-error-not-found = No encontrado
pub-error-log-in = Inicie sesión primero
pub-error-forbidden = No permitido
pub-error-too-many = Demasiados intentos
pub-error-refused = Rechazado
pub-error-internal = Algo salió mal
pub-error-back = Volver a los torneos
pub-error-no-page = Esta página no existe.
pub-error-no-event = no hay ningún torneo llamado «{ $name }»
pub-error-no-player = no hay ningún jugador n.º { $player }
pub-error-no-game = aquí no hay ninguna partida registrada
pub-error-no-document = no existe el documento «{ $file }»
pub-error-no-plot = no existe el gráfico «{ $file }»
pub-error-no-festival = no hay ningún festival «{ $festival }»
pub-error-round-not-paired = la ronda { $round } no está emparejada
pub-error-not-go = Este no es un torneo de go: su archivo es el TRF.
pub-error-encoding = { $value } no es un juego de caracteres de los archivos de go: iso-8859-15 o utf-8.

## Los torneos
pub-no-events = Todavía no hay torneos.
pub-col-event = Torneo
pub-col-system = Sistema
pub-col-where = Lugar
pub-col-when = Fechas

## Encabezados de columna, cortos para tablas estrechas
pub-col-no = N.º
pub-col-pl = Pos.
pub-col-pts = Ptos.
pub-col-rtg = Elo
pub-col-fed = Fed.
pub-col-bd = Tab.
pub-col-rd = Rd.
pub-col-title-rank = Título/Grado
pub-col-colour = Color
pub-col-opponent = Rival
pub-col-score = Puntuación
pub-col-fictitious = Ficticios
    .title = Puntos ficticios del emparejamiento acelerado: situaron al jugador para el emparejamiento y nunca cuentan en la clasificación

## Presentación de un torneo
pub-overview = Presentación
pub-the-event = El torneo
pub-rounds = Rondas
pub-rounds-paired = { $paired ->
    [one] { $paired } emparejada de { $rounds }
   *[other] { $paired } emparejadas de { $rounds }
}
pub-registration-open = (inscripción abierta)
pub-detail-city = Ciudad
pub-detail-start = Inicio
pub-detail-end = Fin
pub-detail-chief-arbiter = Árbitro principal
pub-detail-time-control = Ritmo de juego
pub-detail-rated = Válido para
pub-leaders = Líderes
pub-no-standings = Todavía no hay clasificación.

## Jugadores, rondas y clasificación
pub-withdrawn = (retirada)
pub-withdrawn-from = (retirada desde la ronda { $round })
pub-results-to-come = { $count ->
    [one] ({ $count } resultado pendiente)
   *[other] ({ $count } resultados pendientes)
}
pub-paired-by = Emparejada por { $engine }.
pub-by-name = Por nombre
pub-by-board = Por tablero
pub-round-by-name = Ronda { $round } por nombre
pub-standings-after = Clasificación tras la ronda { $round }
pub-after-round = Tras la ronda
pub-group = Grupo { $group }
pub-crosstable-legend = Cada casilla: el número del rival, el color (w para blancas, b para negras) y el resultado (1, =, 0; + y − para las incomparecencias; U, F, H, Z para los byes).
pub-bye-pairing = bye de emparejamiento
pub-bye-full = bye de un punto
pub-bye-half = bye de medio punto
pub-bye-zero = bye de cero puntos
pub-absent = ausente

## La ficha de un jugador
pub-card-no = N.º { $rank }
pub-card-rating = Elo { $rating }
pub-card-points = puntos: { $points }
pub-card-place = puesto { $place }
pub-card-withdrawn-from = retirada desde la ronda { $round }
pub-card-fide-id = ID FIDE
pub-card-performance = Rendimiento { $rating }
pub-card-rating-change = variación de Elo { $change } (K { $k })
pub-card-accelerated = Emparejado con puntuaciones aceleradas: los puntos ficticios de cada ronda situaron al jugador para el emparejamiento de esa ronda y no forman parte de su puntuación.

## Un festival
pub-sections = Secciones
pub-col-section = Sección
pub-col-section-place = Pos. secc.
pub-combined-standings = Clasificación conjunta
pub-combined-note = Los jugadores de todas las secciones por puntos; a igualdad de puntos comparten el puesto (los desempates de las secciones no se comparan), y luego por sección y su puesto en ella.

## Acceso
pub-login-name = Usuario
pub-password = Contraseña
pub-login-expired = El formulario ha caducado: vuelva a intentarlo.
pub-login-too-many = Demasiados intentos fallidos: espere unos minutos.
pub-login-wrong = Usuario o contraseña incorrectos.

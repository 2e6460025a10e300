# La página de publicación de la mesa arbitral: adónde se sube el sitio estático del
# torneo, y cómo fue la última subida.

upload-tab = Publicación
upload-title = Publicación
upload-intro = El sitio del torneo puede subirse al espacio web del club: un servidor SFTP, o una dirección HTTP que acepta cada archivo con un token.
upload-none = No hay ningún destino definido.
upload-destination = Destino
upload-address = Dirección
upload-address-hint = sftp://usuario@host/carpeta (o /~/carpeta bajo la carpeta personal), o https://host/ruta
upload-token = Token (HTTP)
upload-password = Contraseña (SFTP)
upload-secret-kept = guardado; dejar vacío para conservarlo
upload-host-key = Huella de la clave del host (SFTP)
upload-host-key-hint = Tal como la muestra ssh-keygen -l en el servidor: SHA256:…
upload-key-file = Archivo de clave (SFTP)
upload-key-file-hint = El archivo de clave se define desde la línea de órdenes (arbiter destination set … --key ARCHIVO). Una dirección nueva lo olvida, junto con todos los secretos guardados.
upload-after-each-round = Publicar tras cada ronda (cuando se empareja, y cuando se introduce su último resultado)
upload-save = Guardar
upload-now = Publicar ahora
upload-remove = Quitar el destino
upload-remove-confirm = ¿Quitar el destino y sus secretos?
upload-status = Última subida
upload-running = Hay una subida en curso: recargue la página para ver cómo fue.
upload-last-published = Última publicación
upload-never = nunca
upload-last-error = La última subida falló
upload-error-address = La dirección no se puede usar
upload-error-token = Un destino HTTP necesita su token.
upload-error-login = Un destino SFTP necesita una contraseña (o un archivo de clave, definido desde la línea de órdenes).
upload-error-unset = Defina primero un destino.

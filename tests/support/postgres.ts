/**
 * The temp database for the server's tests (src/server/**), which import it from here. It lives in scripts/lib,
 * beside the lead benchmark that uses it too, so that scripts never import tests/.
 */
export { createTempDatabase, PG_ADMIN_URL, type TempDatabase } from '../../scripts/lib/postgres.ts';

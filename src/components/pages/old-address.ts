/**
 * The script of "/product-external/", the page the host serves at every old
 * product address (src/lib/old-address.ts): the id's card file, then on to
 * the product's page, without a history entry for the old address. A file
 * that cannot be read leads to the collections, as an unknown id does.
 */
import { cardShardPath } from "../../lib/card/by-id.ts";
import { oldAddressId, oldAddressTarget } from "../../lib/old-address.ts";

const id = oldAddressId(location.pathname);
const file: unknown =
  id === null
    ? undefined
    : await fetch(cardShardPath(id), { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .catch(() => undefined);
location.replace(oldAddressTarget(id, file));

/**
 * The site owner's product API (CMS.md, "The product API"): every product in
 * one array. The only module that knows its shapes.
 */
import type { ProductResult } from "../domain/source.ts";
import { isRecord } from "./fields.ts";
import { SourceError, type HttpClient } from "./http.ts";
import { buildProduct } from "./product.ts";

export const PRODUCTS_PATH = "/api/productsapi/filtered";

export async function fetchApiProducts(baseUrl: string, client: HttpClient): Promise<unknown[]> {
  const url = `${baseUrl}${PRODUCTS_PATH}`;
  const body = await client.getJson(url);
  if (!Array.isArray(body)) throw new SourceError(`GET ${url} answered a body that is not an array`, url, 200);
  return body;
}

/** Maps the API's products; images are absolute URLs there, relative ones are read against the API's host. */
export function apiProductResults(raw: readonly unknown[], mediaBase: string): ProductResult[] {
  return raw.map((entry, index): ProductResult => {
    if (!isRecord(entry)) {
      return {
        ok: false,
        problems: [{ kind: "product", id: `#${index}`, title: null, field: "item", reason: "not an object" }],
      };
    }
    const id = typeof entry["id"] === "number" || typeof entry["id"] === "string" ? String(entry["id"]) : `#${index}`;
    return buildProduct(
      {
        id,
        title: entry["title"],
        images: [entry["imageUrl1"], entry["imageUrl2"], entry["imageUrl3"]],
        alt: entry["alt"],
        price: entry["price"],
        oldPrice: entry["oldPrice"],
        affLink: entry["affLink"],
        description: entry["longDescription"],
        summary: entry["shortDescription"],
        brands: entry["brands"],
        color: entry["color"],
        material: entry["material"],
        sku: entry["sku"],
        category: entry["category"],
        collection: entry["collection"],
        gender: entry["gen"],
        sizes: entry["sizes"],
        createdAt: entry["createDate"],
      },
      mediaBase,
    );
  });
}

import { defineCollection } from "astro:content";
import settings from "virtual:vitrina/settings";
import { catalogLoader } from "./lib/catalog/loader.ts";
import { AboutSchema, BrandSchema, CategorySchema, CollectionSchema, ProductSchema } from "./lib/domain/schema.ts";

export const collections = {
  products: defineCollection({ loader: catalogLoader("products", settings), schema: ProductSchema }),
  categories: defineCollection({ loader: catalogLoader("categories", settings), schema: CategorySchema }),
  collections: defineCollection({ loader: catalogLoader("collections", settings), schema: CollectionSchema }),
  brands: defineCollection({ loader: catalogLoader("brands", settings), schema: BrandSchema }),
  about: defineCollection({ loader: catalogLoader("about", settings), schema: AboutSchema }),
};

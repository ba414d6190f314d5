import { defineCollection } from "astro:content";
import { catalogLoader } from "./lib/catalog/loader.ts";
import { AboutSchema, BrandSchema, CategorySchema, CollectionSchema, ProductSchema } from "./lib/catalog/schema.ts";

export const collections = {
  products: defineCollection({ loader: catalogLoader("products"), schema: ProductSchema }),
  categories: defineCollection({ loader: catalogLoader("categories"), schema: CategorySchema }),
  collections: defineCollection({ loader: catalogLoader("collections"), schema: CollectionSchema }),
  brands: defineCollection({ loader: catalogLoader("brands"), schema: BrandSchema }),
  about: defineCollection({ loader: catalogLoader("about"), schema: AboutSchema }),
};

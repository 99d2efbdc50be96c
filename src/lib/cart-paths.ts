// Addresses of the cart's pages, without language prefix (localizedPath adds it).

/** /products/{slug}/{id}/{idDeclination}/customize, whatever the product's type. */
export function customizePath(product: { slug: string; id: number }, declinationId: number): string {
  return `/products/${product.slug}/${product.id}/${declinationId}/customize`;
}

/**
 * The page-cache tags of what shows a product: its own pages (and the pages recommending it, which
 * carry its tag too), and every list of the catalogue (the wine list, the search, the home page).
 */
export const productTags = (productId: number) => [`product:${productId}`, 'catalogue'];

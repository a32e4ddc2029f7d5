// The catalogue's categories as a product's form and the product list's filter choose among them (all of them,
// OPTION_LIST_LIMIT at a time: useOptionList).
import { graphql } from '@/generated/gql';

export const CategoryOptionsQuery = graphql(`
  query CategoryOptions($page: PageInput) {
    categories(page: $page) {
      items {
        id
        categoryName
      }
    }
  }
`);

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query ChatLink {\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n': typeof types.ChatLinkDocument;
  '\n  mutation SaveLanguage($language: Language!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n': typeof types.SaveLanguageDocument;
  '\n  query SiteFooter {\n    seller {\n      name\n      address\n      phone\n      email\n    }\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n': typeof types.SiteFooterDocument;
  '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n': typeof types.UpdatePasswordDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_profile\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  fragment ProfileForm_profile on Profile {\n    name\n    email\n    telephone\n    image\n    location\n    username\n    roles {\n      roleName\n    }\n  }\n': typeof types.ProfileForm_ProfileFragmentDoc;
  '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n': typeof types.ProvincesDocument;
  '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n': typeof types.CitiesDocument;
  '\n  fragment AddressLine_address on Address {\n    name\n    phone\n    address\n    subdistrictName\n    districtName\n    provinceName\n    postalCode\n  }\n': typeof types.AddressLine_AddressFragmentDoc;
  '\n  query AdminAccess {\n    me {\n      access {\n        isRoot\n        landingPage\n        capabilities\n        permissions {\n          method\n          endpoint\n        }\n      }\n    }\n  }\n': typeof types.AdminAccessDocument;
  '\n  query FreeShippingHint {\n    freeShipping {\n      enabled\n      threshold\n    }\n  }\n': typeof types.FreeShippingHintDocument;
  '\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n': typeof types.UploadImageDocument;
  '\n  fragment OrderCard_order on Order {\n    id\n    orderCode\n    status\n    stage\n    orderDate\n    total\n    discount\n    voucherCode\n    firstProductName\n    firstProductImage\n    otherProductCount\n    payment {\n      status\n    }\n  }\n': typeof types.OrderCard_OrderFragmentDoc;
  '\n  fragment OrderDetail_order on Order {\n    orderCode\n    status\n    stage\n    orderDate\n    ...OrderSections_order\n  }\n': typeof types.OrderDetail_OrderFragmentDoc;
  '\n  fragment OrderFigures_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    tax\n    total\n  }\n': typeof types.OrderFigures_OrderFragmentDoc;
  '\n  fragment OrderLines_order on Order {\n    orderDetails {\n      id\n      productID\n      productName\n      productImage\n      color\n      size\n      sku\n      quantity\n      sellPrice\n      subtotal\n    }\n  }\n': typeof types.OrderLines_OrderFragmentDoc;
  '\n  fragment OrderSections_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    total\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      totalAmount\n      paymentDate\n      status\n    }\n    refund {\n      amount\n      status\n      at\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n      }\n      resiNumber\n      shipmentDate\n      status\n      deliveredAt\n    }\n  }\n': typeof types.OrderSections_OrderFragmentDoc;
  '\n  fragment Pagination_paging on Paging {\n    count\n    page\n    limit\n  }\n': typeof types.Pagination_PagingFragmentDoc;
  '\n  fragment ParcelTracking_tracking on Tracking {\n    courier\n    resi\n    delivered\n    events {\n      at\n      description\n      location\n    }\n  }\n': typeof types.ParcelTracking_TrackingFragmentDoc;
  '\n  query OrderTracking($id: ID!) {\n    order(id: $id) {\n      id\n      tracking {\n        ...ParcelTracking_tracking\n      }\n    }\n  }\n': typeof types.OrderTrackingDocument;
  '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n': typeof types.ProductCard_ProductFragmentDoc;
  '\n  fragment ProductCard_listed on ListedProduct {\n    color\n    image\n    product {\n      ...ProductCard_product\n    }\n  }\n': typeof types.ProductCard_ListedFragmentDoc;
  '\n  query ProductRow($sort: ProductSort, $limit: Int!) {\n    products(sort: $sort, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n': typeof types.ProductRowDocument;
  '\n  query VoucherQuote($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {\n    voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {\n      code\n      kind\n      discount\n      freeShipping\n    }\n  }\n': typeof types.VoucherQuoteDocument;
  '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n': typeof types.ConfirmEmailDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  query ProfilePage {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n': typeof types.ProfilePageDocument;
  '\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n': typeof types.ResendConfirmationDocument;
  '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n': typeof types.SignInDocument;
  '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n': typeof types.SignUpDocument;
  '\n  query AdminProfile {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n': typeof types.AdminProfileDocument;
  '\n  fragment CompleteOnDeliveryForm_setting on CompleteOnDeliverySetting {\n    enabled\n  }\n': typeof types.CompleteOnDeliveryForm_SettingFragmentDoc;
  '\n  query CompleteOnDeliverySetting {\n    completeOnDeliverySetting {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n': typeof types.CompleteOnDeliverySettingDocument;
  '\n  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {\n    updateCompleteOnDeliverySetting(enabled: $enabled) {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n': typeof types.UpdateCompleteOnDeliveryDocument;
  '\n  fragment FreeShippingForm_setting on FreeShipping {\n    enabled\n    threshold\n    services\n  }\n': typeof types.FreeShippingForm_SettingFragmentDoc;
  '\n  query FreeShippingSetting {\n    freeShipping {\n      ...FreeShippingForm_setting\n    }\n  }\n': typeof types.FreeShippingSettingDocument;
  '\n  mutation UpdateFreeShipping($input: FreeShippingInput!) {\n    updateFreeShipping(input: $input) {\n      ...FreeShippingForm_setting\n    }\n  }\n': typeof types.UpdateFreeShippingDocument;
  '\n  fragment LanguageForm_setting on LanguageSetting {\n    language\n  }\n': typeof types.LanguageForm_SettingFragmentDoc;
  '\n  query LanguageSetting {\n    languageSetting {\n      ...LanguageForm_setting\n    }\n  }\n': typeof types.LanguageSettingDocument;
  '\n  mutation UpdateLanguageSetting($language: Language!) {\n    updateLanguageSetting(language: $language) {\n      ...LanguageForm_setting\n    }\n  }\n': typeof types.UpdateLanguageSettingDocument;
  '\n  fragment LowStockForm_setting on LowStockSetting {\n    threshold\n  }\n': typeof types.LowStockForm_SettingFragmentDoc;
  '\n  query LowStockSetting {\n    lowStockSetting {\n      ...LowStockForm_setting\n    }\n  }\n': typeof types.LowStockSettingDocument;
  '\n  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {\n    updateLowStockSetting(input: $input) {\n      ...LowStockForm_setting\n    }\n  }\n': typeof types.UpdateLowStockSettingDocument;
  '\n  fragment OrderAutoCompleteForm_setting on OrderAutoCompleteSetting {\n    days\n  }\n': typeof types.OrderAutoCompleteForm_SettingFragmentDoc;
  '\n  query OrderAutoCompleteSetting {\n    orderAutoCompleteSetting {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n': typeof types.OrderAutoCompleteSettingDocument;
  '\n  mutation UpdateOrderAutoCompleteSetting($days: Int!) {\n    updateOrderAutoCompleteSetting(days: $days) {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n': typeof types.UpdateOrderAutoCompleteSettingDocument;
  '\n  fragment PaymentMethodsForm_setting on PaymentMethodsSetting {\n    enabled\n  }\n': typeof types.PaymentMethodsForm_SettingFragmentDoc;
  '\n  query PaymentMethodsSetting {\n    paymentMethodsSetting {\n      ...PaymentMethodsForm_setting\n    }\n  }\n': typeof types.PaymentMethodsSettingDocument;
  '\n  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {\n    updatePaymentMethodsSetting(enabled: $enabled) {\n      ...PaymentMethodsForm_setting\n    }\n  }\n': typeof types.UpdatePaymentMethodsSettingDocument;
  '\n  fragment PolicyPageForm_page on PolicyPageSource {\n    slug\n    en {\n      title\n      body\n    }\n    id {\n      title\n      body\n    }\n  }\n': typeof types.PolicyPageForm_PageFragmentDoc;
  '\n  query PolicyPageSource($slug: String!) {\n    policyPageSource(slug: $slug) {\n      ...PolicyPageForm_page\n    }\n  }\n': typeof types.PolicyPageSourceDocument;
  '\n  mutation UpdatePolicyPage($slug: String!, $input: PolicyPageInput!) {\n    updatePolicyPage(slug: $slug, input: $input) {\n      ...PolicyPageForm_page\n    }\n  }\n': typeof types.UpdatePolicyPageDocument;
  '\n  fragment SellerForm_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n': typeof types.SellerForm_SellerFragmentDoc;
  '\n  query SellerSetting {\n    seller {\n      ...SellerForm_seller\n    }\n  }\n': typeof types.SellerSettingDocument;
  '\n  mutation UpdateSeller($input: SellerInput!) {\n    updateSeller(input: $input) {\n      ...SellerForm_seller\n    }\n  }\n': typeof types.UpdateSellerDocument;
  '\n  fragment ShippingCouriersForm_setting on ShippingCouriers {\n    couriers\n  }\n': typeof types.ShippingCouriersForm_SettingFragmentDoc;
  '\n  query ShippingCouriers {\n    shippingCouriers {\n      ...ShippingCouriersForm_setting\n    }\n  }\n': typeof types.ShippingCouriersDocument;
  '\n  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {\n    updateShippingCouriers(input: $input) {\n      ...ShippingCouriersForm_setting\n    }\n  }\n': typeof types.UpdateShippingCouriersDocument;
  '\n  query AdminCategory($id: ID!) {\n    category(id: $id) {\n      id\n      ...CategoryForm_category\n    }\n  }\n': typeof types.AdminCategoryDocument;
  '\n  fragment CategoryForm_category on Category {\n    categoryName\n    slug\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n      note\n    }\n  }\n': typeof types.CategoryForm_CategoryFragmentDoc;
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n': typeof types.CreateCategoryDocument;
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n': typeof types.UpdateCategoryDocument;
  '\n  query AdminCategories($q: String, $page: PageInput) {\n    categories(q: $q, page: $page) {\n      items {\n        id\n        categoryName\n        slug\n        productCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminCategoriesDocument;
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteCategoryDocument;
  '\n  query CategoryOptions($page: PageInput) {\n    categories(page: $page) {\n      items {\n        id\n        categoryName\n      }\n    }\n  }\n': typeof types.CategoryOptionsDocument;
  '\n  query AdminProductColor($id: ID!) {\n    productColor(id: $id) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n': typeof types.AdminProductColorDocument;
  '\n  fragment ProductColorForm_productColor on ProductColor {\n    name\n    swatch\n    position\n  }\n': typeof types.ProductColorForm_ProductColorFragmentDoc;
  '\n  mutation CreateProductColor($input: ProductColorInput!) {\n    createProductColor(input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n': typeof types.CreateProductColorDocument;
  '\n  mutation UpdateProductColor($id: ID!, $input: ProductColorUpdateInput!) {\n    updateProductColor(id: $id, input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n': typeof types.UpdateProductColorDocument;
  '\n  query AdminProductColors($page: PageInput) {\n    adminProductColors(page: $page) {\n      items {\n        id\n        name\n        swatch\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminProductColorsDocument;
  '\n  mutation DeleteProductColor($id: ID!) {\n    deleteProductColor(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteProductColorDocument;
  '\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n': typeof types.AdminProductDocument;
  '\n  fragment ProductForm_product on AdminProduct {\n    productName\n    description\n    buyPrice\n    normalPrice\n    sellPrice\n    weight\n    material\n    colors\n    sizes\n    images\n    imageColors\n    variants {\n      id\n      color\n      size\n      sku\n      stock\n      active\n    }\n    categoryIds\n    status\n  }\n': typeof types.ProductForm_ProductFragmentDoc;
  '\n  query ProductOptions {\n    productColors {\n      id\n      name\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n': typeof types.ProductOptionsDocument;
  '\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n': typeof types.CreateProductDocument;
  '\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n': typeof types.UpdateProductDocument;
  '\n  query AdminProducts(\n    $q: String\n    $status: ProductStatus\n    $categoryId: ID\n    $lowStock: Boolean\n    $page: PageInput\n  ) {\n    adminProducts(q: $q, status: $status, categoryId: $categoryId, lowStock: $lowStock, page: $page) {\n      items {\n        id\n        productName\n        mainImage\n        sellPrice\n        stock\n        lowStock\n        status\n        categories {\n          id\n          categoryName\n        }\n        variants {\n          id\n          sku\n          active\n          color\n          size\n          stock\n          lowStock\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminProductsDocument;
  '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteProductDocument;
  '\n  query AdminProductSize($id: ID!) {\n    productSize(id: $id) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n': typeof types.AdminProductSizeDocument;
  '\n  fragment ProductSizeForm_productSize on ProductSize {\n    name\n    position\n  }\n': typeof types.ProductSizeForm_ProductSizeFragmentDoc;
  '\n  mutation CreateProductSize($input: ProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n': typeof types.CreateProductSizeDocument;
  '\n  mutation UpdateProductSize($id: ID!, $input: ProductSizeUpdateInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n': typeof types.UpdateProductSizeDocument;
  '\n  query AdminProductSizes($page: PageInput) {\n    adminProductSizes(page: $page) {\n      items {\n        id\n        name\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminProductSizesDocument;
  '\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteProductSizeDocument;
  '\n  query AdminAffiliate($id: ID!) {\n    adminAffiliate(id: $id) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n': typeof types.AdminAffiliateDocument;
  '\n  fragment AffiliateForm_affiliate on AdminAffiliate {\n    name\n    socialMedia\n    username\n    link\n    image\n    status\n  }\n': typeof types.AffiliateForm_AffiliateFragmentDoc;
  '\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n': typeof types.CreateAffiliateDocument;
  '\n  mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n': typeof types.UpdateAffiliateDocument;
  '\n  query AdminAffiliates($q: String, $sort: ListSort, $page: PageInput) {\n    adminAffiliates(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        socialMedia\n        username\n        link\n        image\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminAffiliatesDocument;
  '\n  mutation DeleteAffiliate($id: ID!) {\n    deleteAffiliate(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteAffiliateDocument;
  '\n  query AdminWidget($id: ID!) {\n    widget(id: $id) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n': typeof types.AdminWidgetDocument;
  '\n  fragment WidgetForm_widget on Widget {\n    groupID\n    name\n    type\n    content\n    status\n    slug\n    link\n    image\n  }\n': typeof types.WidgetForm_WidgetFragmentDoc;
  '\n  query WidgetGroupOptions($page: PageInput) {\n    widgetGroups(page: $page) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n': typeof types.WidgetGroupOptionsDocument;
  '\n  mutation CreateWidget($input: WidgetInput!) {\n    createWidget(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateWidgetDocument;
  '\n  mutation UpdateWidget($id: ID!, $input: WidgetUpdateInput!) {\n    updateWidget(id: $id, input: $input) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n': typeof types.UpdateWidgetDocument;
  '\n  query AdminWidgetGroup($id: ID!) {\n    widgetGroup(id: $id) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n': typeof types.AdminWidgetGroupDocument;
  '\n  fragment WidgetGroupForm_widgetGroup on WidgetGroup {\n    name\n    slug\n    description\n  }\n': typeof types.WidgetGroupForm_WidgetGroupFragmentDoc;
  '\n  mutation CreateWidgetGroup($input: WidgetGroupInput!) {\n    createWidgetGroup(input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n': typeof types.CreateWidgetGroupDocument;
  '\n  mutation UpdateWidgetGroup($id: ID!, $input: WidgetGroupUpdateInput!) {\n    updateWidgetGroup(id: $id, input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n': typeof types.UpdateWidgetGroupDocument;
  '\n  query AdminWidgetGroups($q: String, $page: PageInput) {\n    widgetGroups(q: $q, page: $page) {\n      items {\n        id\n        name\n        slug\n        description\n        widgetCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminWidgetGroupsDocument;
  '\n  mutation DeleteWidgetGroup($id: ID!) {\n    deleteWidgetGroup(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteWidgetGroupDocument;
  '\n  query AdminWidgets($q: String, $page: PageInput) {\n    widgets(q: $q, page: $page) {\n      items {\n        id\n        groupName\n        name\n        type\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminWidgetsDocument;
  '\n  mutation DeleteWidget($id: ID!) {\n    deleteWidget(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteWidgetDocument;
  '\n  query Dashboard {\n    dashboardCounters {\n      totalTransactions\n      totalRevenue\n      totalProfit\n      totalRefunds\n      totalProducts\n    }\n    transactionStatistics {\n      status\n      total\n    }\n  }\n': typeof types.DashboardDocument;
  '\n  query LatestOrders($page: PageInput) {\n    orders(page: $page) {\n      items {\n        id\n        orderCode\n        customerName\n        status\n        stage\n        orderDate\n        total\n      }\n    }\n  }\n': typeof types.LatestOrdersDocument;
  '\n  query LowStockVariants($page: PageInput) {\n    lowStockVariants(page: $page) {\n      items {\n        id\n        sku\n        color\n        size\n        stock\n        productId\n        productName\n        mainImage\n      }\n      paging {\n        ...Pagination_paging\n      }\n      threshold\n    }\n  }\n': typeof types.LowStockVariantsDocument;
  '\n  fragment OrderColumns_order on Order {\n    id\n    orderCode\n    customerName\n    customerID\n  }\n': typeof types.OrderColumns_OrderFragmentDoc;
  '\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      paidAt\n      total\n      shipment {\n        courier\n        resiNumber\n        address {\n          note\n        }\n      }\n      refund {\n        status\n      }\n      customerID\n      customerName\n      customerPhone\n      note\n      ...OrderDetail_order\n    }\n  }\n': typeof types.AdminOrderDocument;
  '\n  query AdminOrders(\n    $q: String\n    $status: [OrderStatus!]\n    $from: String\n    $to: String\n    $paymentMethod: [String!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, from: $from, to: $to, paymentMethod: $paymentMethod, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        customerName\n        ...OrderCard_order\n        ...OrderTable_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminOrdersDocument;
  '\n  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {\n    setOrdersStatus(ids: $ids, status: $status) {\n      orderId\n      orderCode\n      moved\n      status\n      reason\n    }\n  }\n': typeof types.SetOrdersStatusDocument;
  '\n  mutation SetOrderStatus(\n    $id: ID!\n    $status: OrderStatus!\n    $resiNumber: String\n    $courier: String\n    $reason: String\n  ) {\n    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber, courier: $courier, reason: $reason) {\n      id\n      status\n      stage\n      shipment {\n        courier\n        resiNumber\n        shipmentDate\n        status\n        deliveredAt\n      }\n      payment {\n        status\n      }\n      refund {\n        amount\n        status\n        at\n      }\n    }\n  }\n': typeof types.SetOrderStatusDocument;
  '\n  fragment OrderTable_order on Order {\n    id\n    orderCode\n    orderDate\n    status\n    stage\n    total\n    discount\n    voucherCode\n    customerName\n    customerID\n    orderDetails {\n      id\n      quantity\n    }\n    payment {\n      paymentMethod\n      status\n    }\n    shipment {\n      courier\n      service\n      resiNumber\n    }\n  }\n': typeof types.OrderTable_OrderFragmentDoc;
  '\n  query AdminOrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      timeline {\n        id\n        fromStatus\n        toStatus\n        actor {\n          kind\n          name\n        }\n        detail\n        delivered\n        createdAt\n      }\n      internalNotes {\n        id\n        text\n        author {\n          name\n        }\n        createdAt\n      }\n    }\n  }\n': typeof types.AdminOrderTimelineDocument;
  '\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      author {\n        name\n      }\n      createdAt\n    }\n  }\n': typeof types.AddOrderNoteDocument;
  '\n  query AdminPayments($q: String, $paymentStatus: [PaymentStatus!], $page: PageInput) {\n    orders(q: $q, paymentStatus: $paymentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        payment {\n          provider\n          paymentMethod\n          totalAmount\n          paymentDate\n          status\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminPaymentsDocument;
  '\n  query AdminShipments(\n    $q: String\n    $status: [OrderStatus!]\n    $shipmentStatus: [ShipmentStatus!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, shipmentStatus: $shipmentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        paidAt\n        shipment {\n          courier\n          service\n          address {\n            city\n          }\n          resiNumber\n          shipmentDate\n          status\n          deliveredAt\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminShipmentsDocument;
  '\n  query AdminPermission($id: ID!) {\n    permission(id: $id) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n': typeof types.AdminPermissionDocument;
  '\n  fragment PermissionForm_permission on Permission {\n    method\n    endpoint\n    description\n    roles\n  }\n': typeof types.PermissionForm_PermissionFragmentDoc;
  '\n  mutation CreatePermission($input: CreatePermissionInput!) {\n    createPermission(input: $input) {\n      id\n    }\n  }\n': typeof types.CreatePermissionDocument;
  '\n  mutation UpdatePermission($id: ID!, $input: UpdatePermissionInput!) {\n    updatePermission(id: $id, input: $input) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n': typeof types.UpdatePermissionDocument;
  '\n  query AdminPermissions($q: String, $page: PageInput) {\n    permissions(q: $q, page: $page) {\n      items {\n        id\n        method\n        endpoint\n        description\n        roles\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminPermissionsDocument;
  '\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n': typeof types.DeletePermissionDocument;
  '\n  query AdminRole($id: ID!) {\n    role(id: $id) {\n      id\n      ...RoleForm_role\n    }\n  }\n': typeof types.AdminRoleDocument;
  '\n  fragment RoleForm_role on Role {\n    roleName\n    description\n    landingPage\n    capabilities\n    permissions {\n      id\n      method\n      endpoint\n    }\n  }\n': typeof types.RoleForm_RoleFragmentDoc;
  '\n  query CapabilityGroups {\n    capabilityGroups {\n      group\n      label\n      actions {\n        id\n        label\n        description\n      }\n    }\n  }\n': typeof types.CapabilityGroupsDocument;
  '\n  query PermissionOptions($page: PageInput) {\n    permissions(page: $page) {\n      items {\n        id\n        method\n        endpoint\n      }\n    }\n  }\n': typeof types.PermissionOptionsDocument;
  '\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateRoleDocument;
  '\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      id\n      ...RoleForm_role\n    }\n  }\n': typeof types.UpdateRoleDocument;
  '\n  query AdminRoles($q: String, $page: PageInput) {\n    roles(q: $q, page: $page) {\n      items {\n        id\n        roleName\n        description\n        landingPage\n        isSystem\n        allPermissions\n        permissions {\n          id\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminRolesDocument;
  '\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteRoleDocument;
  '\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n  }\n': typeof types.AdminUserDocument;
  '\n  fragment UserForm_user on User {\n    username\n    name\n    email\n    telephone\n    image\n    roles {\n      idRole\n      roleName\n    }\n  }\n': typeof types.UserForm_UserFragmentDoc;
  '\n  query RoleOptions($page: PageInput) {\n    roles(page: $page) {\n      items {\n        id\n        roleName\n      }\n    }\n  }\n': typeof types.RoleOptionsDocument;
  '\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateUserDocument;
  '\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...UserForm_user\n    }\n  }\n': typeof types.UpdateUserDocument;
  '\n  query AdminUsers($q: String, $sort: ListSort, $page: PageInput) {\n    users(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        username\n        name\n        email\n        roles {\n          idRole\n          roleName\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminUsersDocument;
  '\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteUserDocument;
  '\n  fragment VoucherForm_voucher on Voucher {\n    code\n    kind\n    value\n    maxDiscount\n    minSpend\n    validFrom\n    validTo\n    totalUses\n    usesPerCustomer\n    active\n  }\n': typeof types.VoucherForm_VoucherFragmentDoc;
  '\n  query AdminVoucher($id: ID!) {\n    voucher(id: $id) {\n      id\n      usedCount\n      ...VoucherForm_voucher\n    }\n  }\n': typeof types.AdminVoucherDocument;
  '\n  mutation CreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n': typeof types.CreateVoucherDocument;
  '\n  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {\n    updateVoucher(id: $id, input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n': typeof types.UpdateVoucherDocument;
  '\n  query AdminVouchers($q: String, $active: Boolean, $page: PageInput) {\n    vouchers(q: $q, active: $active, page: $page) {\n      items {\n        id\n        code\n        kind\n        value\n        maxDiscount\n        minSpend\n        validFrom\n        validTo\n        totalUses\n        usedCount\n        active\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AdminVouchersDocument;
  '\n  mutation DeactivateVoucher($id: ID!) {\n    deactivateVoucher(id: $id) {\n      id\n      active\n    }\n  }\n': typeof types.DeactivateVoucherDocument;
  '\n  fragment ProductChoice_product on Product {\n    id\n    productName\n    mainImage\n    sellPrice\n    stock\n    weight\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n': typeof types.ProductChoice_ProductFragmentDoc;
  '\n  query CashierProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductChoice_product\n      }\n    }\n  }\n': typeof types.CashierProductsDocument;
  '\n  fragment ActiveFilters_facets on ProductFacets {\n    categories {\n      category {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n': typeof types.ActiveFilters_FacetsFragmentDoc;
  '\n  query CategoryProducts(\n    $slug: String!\n    $q: String\n    $page: PageInput\n    $filter: ProductFilter\n    $sort: ProductSort\n  ) {\n    categoryProducts(slug: $slug, q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n          categories {\n            id\n            slug\n            categoryName\n          }\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n': typeof types.CategoryProductsDocument;
  '\n  fragment FilterPanel_facets on ProductFacets {\n    sizes {\n      value\n      count\n    }\n    colors {\n      value\n      count\n    }\n    categories {\n      category {\n        id\n        categoryName\n        slug\n      }\n      count\n    }\n    price {\n      min\n      max\n    }\n    inStock\n  }\n': typeof types.FilterPanel_FacetsFragmentDoc;
  '\n  fragment FilterPanel_color on ProductColor {\n    id\n    name\n    swatch\n  }\n': typeof types.FilterPanel_ColorFragmentDoc;
  '\n  query ProductPage($id: ID!, $related: Int) {\n    product(id: $id) {\n      id\n      productName\n      description\n      sellPrice\n      normalPrice\n      discount\n      weight\n      stock\n      material\n      images\n      imageColors\n      mainImage\n      variants {\n        id\n        sku\n        color\n        size\n        stock\n      }\n      ...VariantChoice_product\n      categories {\n        id\n        slug\n        categoryName\n      }\n      sizeGuide {\n        ...SizeGuideSheet_sizeGuide\n      }\n      related(limit: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n': typeof types.ProductPageDocument;
  '\n  query ProductSuggestions($q: String!) {\n    productSuggestions(q: $q) {\n      products {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      categories {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n': typeof types.ProductSuggestionsDocument;
  '\n  query PopularSuggestions($limit: Int!) {\n    products(sort: BEST_SELLING, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n': typeof types.PopularSuggestionsDocument;
  '\n  query ShopProducts($q: String, $page: PageInput, $filter: ProductFilter, $sort: ProductSort) {\n    products(q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n': typeof types.ShopProductsDocument;
  '\n  fragment SizeGuideSheet_sizeGuide on SizeGuide {\n    columns\n    rows {\n      size\n      values\n    }\n    note\n  }\n': typeof types.SizeGuideSheet_SizeGuideFragmentDoc;
  '\n  query ListingCategories {\n    products(page: { page: 1, limit: 1 }) {\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n': typeof types.ListingCategoriesDocument;
  '\n  fragment VariantChoice_product on Product {\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n': typeof types.VariantChoice_ProductFragmentDoc;
  '\n  query ProductWishlistState($id: ID!) {\n    product(id: $id) {\n      id\n      inWishlist\n    }\n  }\n': typeof types.ProductWishlistStateDocument;
  '\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n': typeof types.AddToWishlistDocument;
  '\n  mutation RemoveFromWishlistOnProduct($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n': typeof types.RemoveFromWishlistOnProductDocument;
  '\n  fragment CheckoutAddress_address on Address {\n    id\n    title\n    isDefault\n    districtID\n    ...AddressLine_address\n  }\n': typeof types.CheckoutAddress_AddressFragmentDoc;
  '\n  query CheckoutAddresses {\n    addresses(page: { page: 1, limit: 50 }) {\n      items {\n        id\n        ...CheckoutAddress_address\n      }\n    }\n  }\n': typeof types.CheckoutAddressesDocument;
  '\n  mutation CheckoutCreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n      ...CheckoutAddress_address\n    }\n  }\n': typeof types.CheckoutCreateAddressDocument;
  '\n  query OrderLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      status\n      stage\n      orderDate\n      payment {\n        status\n        token\n      }\n      tracking {\n        ...ParcelTracking_tracking\n      }\n      ...OrderSections_order\n    }\n  }\n': typeof types.OrderLookupDocument;
  '\n  query PaymentProvider {\n    storefront {\n      paymentProvider\n      midtransClientKey\n      midtransSnapJsUrl\n    }\n  }\n': typeof types.PaymentProviderDocument;
  '\n  query PaymentOrder($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      payment {\n        redirectUrl\n      }\n    }\n  }\n': typeof types.PaymentOrderDocument;
  '\n  query PaymentFigures($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      ...OrderFigures_order\n    }\n  }\n': typeof types.PaymentFiguresDocument;
  '\n  query OrderByPaymentToken($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      stage\n      total\n      ...OrderFigures_order\n      ...OrderLines_order\n      shipment {\n        courier\n        service\n        description\n        etd\n        destination\n      }\n    }\n  }\n': typeof types.OrderByPaymentTokenDocument;
  '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n': typeof types.AffiliateCard_AffiliateFragmentDoc;
  '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.AffiliateCardsDocument;
  '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n    link\n  }\n': typeof types.Banner_BannerFragmentDoc;
  '\n  fragment CategoryTile_category on ShopCategory {\n    id\n    categoryName\n    slug\n    coverImage\n  }\n': typeof types.CategoryTile_CategoryFragmentDoc;
  '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n': typeof types.Hero_HeroFragmentDoc;
  '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n': typeof types.HighlightBarDocument;
  '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    shopCategories {\n      id\n      slug\n      ...CategoryTile_category\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n': typeof types.HomePageDocument;
  '\n  fragment Invoice_order on Order {\n    orderCode\n    status\n    orderDate\n    paidAt\n    customerID\n    customerName\n    customerPhone\n    subtotal\n    discount\n    voucherCode\n    voucherKind\n    shippingCost\n    total\n    tax\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      status\n      paymentDate\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        name\n        phone\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n        note\n      }\n    }\n  }\n': typeof types.Invoice_OrderFragmentDoc;
  '\n  fragment Invoice_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n': typeof types.Invoice_SellerFragmentDoc;
  '\n  query Invoice($id: ID!) {\n    order(id: $id) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n': typeof types.InvoiceDocument;
  '\n  query InvoiceLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n': typeof types.InvoiceLookupDocument;
  '\n  fragment AddressForm_address on Address {\n    title\n    name\n    phone\n    address\n    note\n    provinceID\n    districtID\n    subdistrictName\n    postalCode\n  }\n': typeof types.AddressForm_AddressFragmentDoc;
  '\n  query MemberAddress($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressForm_address\n    }\n  }\n': typeof types.MemberAddressDocument;
  '\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateAddressDocument;
  '\n  mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressForm_address\n      districtName\n      provinceName\n    }\n  }\n': typeof types.UpdateAddressDocument;
  '\n  fragment AddressCard_address on Address {\n    id\n    title\n    name\n    phone\n    note\n    isDefault\n    ...AddressLine_address\n  }\n': typeof types.AddressCard_AddressFragmentDoc;
  '\n  query MemberAddresses($page: PageInput) {\n    addresses(page: $page) {\n      items {\n        id\n        ...AddressCard_address\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.MemberAddressesDocument;
  '\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n': typeof types.DeleteAddressDocument;
  '\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n': typeof types.SetDefaultAddressDocument;
  '\n  query MemberOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n': typeof types.MemberOrderDocument;
  '\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n': typeof types.CancelOrderDocument;
  '\n  mutation ConfirmOrderReceived($id: ID!) {\n    confirmOrderReceived(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n': typeof types.ConfirmOrderReceivedDocument;
  '\n  query MemberOrders($status: [OrderStatus!], $page: PageInput) {\n    orders(status: $status, page: $page) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.MemberOrdersDocument;
  '\n  query MemberTransactions($q: String, $status: [OrderStatus!], $page: PageInput) {\n    orders(q: $q, status: $status, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        stage\n        orderDate\n        total\n        discount\n        voucherCode\n        ...OrderLines_order\n        orderDetails {\n          id\n          productName\n          color\n          size\n          quantity\n          product {\n            id\n          }\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n': typeof types.MemberTransactionsDocument;
  '\n  query MemberWishlist {\n    wishlist {\n      id\n      productID\n      productName\n      sellPrice\n      normalPrice\n      images {\n        url\n      }\n    }\n  }\n': typeof types.MemberWishlistDocument;
  '\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n    }\n  }\n': typeof types.RemoveFromWishlistDocument;
  '\n  query PolicyPage($slug: String!, $language: Language!) {\n    policyPage(slug: $slug, language: $language) {\n      slug\n      language\n      title\n      body\n      updatedAt\n    }\n  }\n': typeof types.PolicyPageDocument;
  '\n  mutation Checkout($input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(input: $input, idempotencyKey: $idempotencyKey) {\n      token\n      redirectUrl\n      orderID\n      orderCode\n      amount\n    }\n  }\n': typeof types.CheckoutDocument;
  '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n        language\n      }\n    }\n  }\n': typeof types.CurrentSessionDocument;
  '\n  mutation SignOut {\n    signOut\n  }\n': typeof types.SignOutDocument;
  '\n  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {\n    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {\n      code\n      name\n      fallback\n      costs {\n        service\n        description\n        cost {\n          value\n          etd\n          note\n          fullValue\n        }\n      }\n    }\n  }\n': typeof types.ShippingCostDocument;
  '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n      variantId\n      sku\n    }\n  }\n': typeof types.CartDocument;
  '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n': typeof types.AddToCartDocument;
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n': typeof types.UpdateCartItemDocument;
  '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n': typeof types.RemoveCartItemDocument;
  '\n  fragment CartProduct_product on Product {\n    id\n    productName\n    mainImage\n    images\n    imageColors\n    normalPrice\n    sellPrice\n    discount\n    weight\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n': typeof types.CartProduct_ProductFragmentDoc;
  '\n  query CartProduct($id: ID!) {\n    product(id: $id) {\n      id\n      ...CartProduct_product\n    }\n  }\n': typeof types.CartProductDocument;
  '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n': typeof types.MergeCartDocument;
};
const documents: Documents = {
  '\n  query ChatLink {\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n': types.ChatLinkDocument,
  '\n  mutation SaveLanguage($language: Language!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n':
    types.SaveLanguageDocument,
  '\n  query SiteFooter {\n    seller {\n      name\n      address\n      phone\n      email\n    }\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n':
    types.SiteFooterDocument,
  '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n':
    types.UpdatePasswordDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_profile\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  fragment ProfileForm_profile on Profile {\n    name\n    email\n    telephone\n    image\n    location\n    username\n    roles {\n      roleName\n    }\n  }\n':
    types.ProfileForm_ProfileFragmentDoc,
  '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n': types.ProvincesDocument,
  '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n':
    types.CitiesDocument,
  '\n  fragment AddressLine_address on Address {\n    name\n    phone\n    address\n    subdistrictName\n    districtName\n    provinceName\n    postalCode\n  }\n':
    types.AddressLine_AddressFragmentDoc,
  '\n  query AdminAccess {\n    me {\n      access {\n        isRoot\n        landingPage\n        capabilities\n        permissions {\n          method\n          endpoint\n        }\n      }\n    }\n  }\n':
    types.AdminAccessDocument,
  '\n  query FreeShippingHint {\n    freeShipping {\n      enabled\n      threshold\n    }\n  }\n':
    types.FreeShippingHintDocument,
  '\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n':
    types.UploadImageDocument,
  '\n  fragment OrderCard_order on Order {\n    id\n    orderCode\n    status\n    stage\n    orderDate\n    total\n    discount\n    voucherCode\n    firstProductName\n    firstProductImage\n    otherProductCount\n    payment {\n      status\n    }\n  }\n':
    types.OrderCard_OrderFragmentDoc,
  '\n  fragment OrderDetail_order on Order {\n    orderCode\n    status\n    stage\n    orderDate\n    ...OrderSections_order\n  }\n':
    types.OrderDetail_OrderFragmentDoc,
  '\n  fragment OrderFigures_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    tax\n    total\n  }\n':
    types.OrderFigures_OrderFragmentDoc,
  '\n  fragment OrderLines_order on Order {\n    orderDetails {\n      id\n      productID\n      productName\n      productImage\n      color\n      size\n      sku\n      quantity\n      sellPrice\n      subtotal\n    }\n  }\n':
    types.OrderLines_OrderFragmentDoc,
  '\n  fragment OrderSections_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    total\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      totalAmount\n      paymentDate\n      status\n    }\n    refund {\n      amount\n      status\n      at\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n      }\n      resiNumber\n      shipmentDate\n      status\n      deliveredAt\n    }\n  }\n':
    types.OrderSections_OrderFragmentDoc,
  '\n  fragment Pagination_paging on Paging {\n    count\n    page\n    limit\n  }\n':
    types.Pagination_PagingFragmentDoc,
  '\n  fragment ParcelTracking_tracking on Tracking {\n    courier\n    resi\n    delivered\n    events {\n      at\n      description\n      location\n    }\n  }\n':
    types.ParcelTracking_TrackingFragmentDoc,
  '\n  query OrderTracking($id: ID!) {\n    order(id: $id) {\n      id\n      tracking {\n        ...ParcelTracking_tracking\n      }\n    }\n  }\n':
    types.OrderTrackingDocument,
  '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n':
    types.ProductCard_ProductFragmentDoc,
  '\n  fragment ProductCard_listed on ListedProduct {\n    color\n    image\n    product {\n      ...ProductCard_product\n    }\n  }\n':
    types.ProductCard_ListedFragmentDoc,
  '\n  query ProductRow($sort: ProductSort, $limit: Int!) {\n    products(sort: $sort, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n':
    types.ProductRowDocument,
  '\n  query VoucherQuote($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {\n    voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {\n      code\n      kind\n      discount\n      freeShipping\n    }\n  }\n':
    types.VoucherQuoteDocument,
  '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n':
    types.ConfirmEmailDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  query ProfilePage {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n':
    types.ProfilePageDocument,
  '\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n':
    types.ResendConfirmationDocument,
  '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n':
    types.SignInDocument,
  '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n':
    types.SignUpDocument,
  '\n  query AdminProfile {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n':
    types.AdminProfileDocument,
  '\n  fragment CompleteOnDeliveryForm_setting on CompleteOnDeliverySetting {\n    enabled\n  }\n':
    types.CompleteOnDeliveryForm_SettingFragmentDoc,
  '\n  query CompleteOnDeliverySetting {\n    completeOnDeliverySetting {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n':
    types.CompleteOnDeliverySettingDocument,
  '\n  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {\n    updateCompleteOnDeliverySetting(enabled: $enabled) {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n':
    types.UpdateCompleteOnDeliveryDocument,
  '\n  fragment FreeShippingForm_setting on FreeShipping {\n    enabled\n    threshold\n    services\n  }\n':
    types.FreeShippingForm_SettingFragmentDoc,
  '\n  query FreeShippingSetting {\n    freeShipping {\n      ...FreeShippingForm_setting\n    }\n  }\n':
    types.FreeShippingSettingDocument,
  '\n  mutation UpdateFreeShipping($input: FreeShippingInput!) {\n    updateFreeShipping(input: $input) {\n      ...FreeShippingForm_setting\n    }\n  }\n':
    types.UpdateFreeShippingDocument,
  '\n  fragment LanguageForm_setting on LanguageSetting {\n    language\n  }\n':
    types.LanguageForm_SettingFragmentDoc,
  '\n  query LanguageSetting {\n    languageSetting {\n      ...LanguageForm_setting\n    }\n  }\n':
    types.LanguageSettingDocument,
  '\n  mutation UpdateLanguageSetting($language: Language!) {\n    updateLanguageSetting(language: $language) {\n      ...LanguageForm_setting\n    }\n  }\n':
    types.UpdateLanguageSettingDocument,
  '\n  fragment LowStockForm_setting on LowStockSetting {\n    threshold\n  }\n':
    types.LowStockForm_SettingFragmentDoc,
  '\n  query LowStockSetting {\n    lowStockSetting {\n      ...LowStockForm_setting\n    }\n  }\n':
    types.LowStockSettingDocument,
  '\n  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {\n    updateLowStockSetting(input: $input) {\n      ...LowStockForm_setting\n    }\n  }\n':
    types.UpdateLowStockSettingDocument,
  '\n  fragment OrderAutoCompleteForm_setting on OrderAutoCompleteSetting {\n    days\n  }\n':
    types.OrderAutoCompleteForm_SettingFragmentDoc,
  '\n  query OrderAutoCompleteSetting {\n    orderAutoCompleteSetting {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n':
    types.OrderAutoCompleteSettingDocument,
  '\n  mutation UpdateOrderAutoCompleteSetting($days: Int!) {\n    updateOrderAutoCompleteSetting(days: $days) {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n':
    types.UpdateOrderAutoCompleteSettingDocument,
  '\n  fragment PaymentMethodsForm_setting on PaymentMethodsSetting {\n    enabled\n  }\n':
    types.PaymentMethodsForm_SettingFragmentDoc,
  '\n  query PaymentMethodsSetting {\n    paymentMethodsSetting {\n      ...PaymentMethodsForm_setting\n    }\n  }\n':
    types.PaymentMethodsSettingDocument,
  '\n  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {\n    updatePaymentMethodsSetting(enabled: $enabled) {\n      ...PaymentMethodsForm_setting\n    }\n  }\n':
    types.UpdatePaymentMethodsSettingDocument,
  '\n  fragment PolicyPageForm_page on PolicyPageSource {\n    slug\n    en {\n      title\n      body\n    }\n    id {\n      title\n      body\n    }\n  }\n':
    types.PolicyPageForm_PageFragmentDoc,
  '\n  query PolicyPageSource($slug: String!) {\n    policyPageSource(slug: $slug) {\n      ...PolicyPageForm_page\n    }\n  }\n':
    types.PolicyPageSourceDocument,
  '\n  mutation UpdatePolicyPage($slug: String!, $input: PolicyPageInput!) {\n    updatePolicyPage(slug: $slug, input: $input) {\n      ...PolicyPageForm_page\n    }\n  }\n':
    types.UpdatePolicyPageDocument,
  '\n  fragment SellerForm_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n':
    types.SellerForm_SellerFragmentDoc,
  '\n  query SellerSetting {\n    seller {\n      ...SellerForm_seller\n    }\n  }\n':
    types.SellerSettingDocument,
  '\n  mutation UpdateSeller($input: SellerInput!) {\n    updateSeller(input: $input) {\n      ...SellerForm_seller\n    }\n  }\n':
    types.UpdateSellerDocument,
  '\n  fragment ShippingCouriersForm_setting on ShippingCouriers {\n    couriers\n  }\n':
    types.ShippingCouriersForm_SettingFragmentDoc,
  '\n  query ShippingCouriers {\n    shippingCouriers {\n      ...ShippingCouriersForm_setting\n    }\n  }\n':
    types.ShippingCouriersDocument,
  '\n  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {\n    updateShippingCouriers(input: $input) {\n      ...ShippingCouriersForm_setting\n    }\n  }\n':
    types.UpdateShippingCouriersDocument,
  '\n  query AdminCategory($id: ID!) {\n    category(id: $id) {\n      id\n      ...CategoryForm_category\n    }\n  }\n':
    types.AdminCategoryDocument,
  '\n  fragment CategoryForm_category on Category {\n    categoryName\n    slug\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n      note\n    }\n  }\n':
    types.CategoryForm_CategoryFragmentDoc,
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n':
    types.CreateCategoryDocument,
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n':
    types.UpdateCategoryDocument,
  '\n  query AdminCategories($q: String, $page: PageInput) {\n    categories(q: $q, page: $page) {\n      items {\n        id\n        categoryName\n        slug\n        productCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminCategoriesDocument,
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteCategoryDocument,
  '\n  query CategoryOptions($page: PageInput) {\n    categories(page: $page) {\n      items {\n        id\n        categoryName\n      }\n    }\n  }\n':
    types.CategoryOptionsDocument,
  '\n  query AdminProductColor($id: ID!) {\n    productColor(id: $id) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n':
    types.AdminProductColorDocument,
  '\n  fragment ProductColorForm_productColor on ProductColor {\n    name\n    swatch\n    position\n  }\n':
    types.ProductColorForm_ProductColorFragmentDoc,
  '\n  mutation CreateProductColor($input: ProductColorInput!) {\n    createProductColor(input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n':
    types.CreateProductColorDocument,
  '\n  mutation UpdateProductColor($id: ID!, $input: ProductColorUpdateInput!) {\n    updateProductColor(id: $id, input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n':
    types.UpdateProductColorDocument,
  '\n  query AdminProductColors($page: PageInput) {\n    adminProductColors(page: $page) {\n      items {\n        id\n        name\n        swatch\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminProductColorsDocument,
  '\n  mutation DeleteProductColor($id: ID!) {\n    deleteProductColor(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteProductColorDocument,
  '\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n':
    types.AdminProductDocument,
  '\n  fragment ProductForm_product on AdminProduct {\n    productName\n    description\n    buyPrice\n    normalPrice\n    sellPrice\n    weight\n    material\n    colors\n    sizes\n    images\n    imageColors\n    variants {\n      id\n      color\n      size\n      sku\n      stock\n      active\n    }\n    categoryIds\n    status\n  }\n':
    types.ProductForm_ProductFragmentDoc,
  '\n  query ProductOptions {\n    productColors {\n      id\n      name\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n':
    types.ProductOptionsDocument,
  '\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n':
    types.CreateProductDocument,
  '\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n':
    types.UpdateProductDocument,
  '\n  query AdminProducts(\n    $q: String\n    $status: ProductStatus\n    $categoryId: ID\n    $lowStock: Boolean\n    $page: PageInput\n  ) {\n    adminProducts(q: $q, status: $status, categoryId: $categoryId, lowStock: $lowStock, page: $page) {\n      items {\n        id\n        productName\n        mainImage\n        sellPrice\n        stock\n        lowStock\n        status\n        categories {\n          id\n          categoryName\n        }\n        variants {\n          id\n          sku\n          active\n          color\n          size\n          stock\n          lowStock\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminProductsDocument,
  '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteProductDocument,
  '\n  query AdminProductSize($id: ID!) {\n    productSize(id: $id) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n':
    types.AdminProductSizeDocument,
  '\n  fragment ProductSizeForm_productSize on ProductSize {\n    name\n    position\n  }\n':
    types.ProductSizeForm_ProductSizeFragmentDoc,
  '\n  mutation CreateProductSize($input: ProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n':
    types.CreateProductSizeDocument,
  '\n  mutation UpdateProductSize($id: ID!, $input: ProductSizeUpdateInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n':
    types.UpdateProductSizeDocument,
  '\n  query AdminProductSizes($page: PageInput) {\n    adminProductSizes(page: $page) {\n      items {\n        id\n        name\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminProductSizesDocument,
  '\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteProductSizeDocument,
  '\n  query AdminAffiliate($id: ID!) {\n    adminAffiliate(id: $id) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n':
    types.AdminAffiliateDocument,
  '\n  fragment AffiliateForm_affiliate on AdminAffiliate {\n    name\n    socialMedia\n    username\n    link\n    image\n    status\n  }\n':
    types.AffiliateForm_AffiliateFragmentDoc,
  '\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n':
    types.CreateAffiliateDocument,
  '\n  mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n':
    types.UpdateAffiliateDocument,
  '\n  query AdminAffiliates($q: String, $sort: ListSort, $page: PageInput) {\n    adminAffiliates(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        socialMedia\n        username\n        link\n        image\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminAffiliatesDocument,
  '\n  mutation DeleteAffiliate($id: ID!) {\n    deleteAffiliate(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteAffiliateDocument,
  '\n  query AdminWidget($id: ID!) {\n    widget(id: $id) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n':
    types.AdminWidgetDocument,
  '\n  fragment WidgetForm_widget on Widget {\n    groupID\n    name\n    type\n    content\n    status\n    slug\n    link\n    image\n  }\n':
    types.WidgetForm_WidgetFragmentDoc,
  '\n  query WidgetGroupOptions($page: PageInput) {\n    widgetGroups(page: $page) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n':
    types.WidgetGroupOptionsDocument,
  '\n  mutation CreateWidget($input: WidgetInput!) {\n    createWidget(input: $input) {\n      id\n    }\n  }\n':
    types.CreateWidgetDocument,
  '\n  mutation UpdateWidget($id: ID!, $input: WidgetUpdateInput!) {\n    updateWidget(id: $id, input: $input) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n':
    types.UpdateWidgetDocument,
  '\n  query AdminWidgetGroup($id: ID!) {\n    widgetGroup(id: $id) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n':
    types.AdminWidgetGroupDocument,
  '\n  fragment WidgetGroupForm_widgetGroup on WidgetGroup {\n    name\n    slug\n    description\n  }\n':
    types.WidgetGroupForm_WidgetGroupFragmentDoc,
  '\n  mutation CreateWidgetGroup($input: WidgetGroupInput!) {\n    createWidgetGroup(input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n':
    types.CreateWidgetGroupDocument,
  '\n  mutation UpdateWidgetGroup($id: ID!, $input: WidgetGroupUpdateInput!) {\n    updateWidgetGroup(id: $id, input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n':
    types.UpdateWidgetGroupDocument,
  '\n  query AdminWidgetGroups($q: String, $page: PageInput) {\n    widgetGroups(q: $q, page: $page) {\n      items {\n        id\n        name\n        slug\n        description\n        widgetCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminWidgetGroupsDocument,
  '\n  mutation DeleteWidgetGroup($id: ID!) {\n    deleteWidgetGroup(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteWidgetGroupDocument,
  '\n  query AdminWidgets($q: String, $page: PageInput) {\n    widgets(q: $q, page: $page) {\n      items {\n        id\n        groupName\n        name\n        type\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminWidgetsDocument,
  '\n  mutation DeleteWidget($id: ID!) {\n    deleteWidget(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteWidgetDocument,
  '\n  query Dashboard {\n    dashboardCounters {\n      totalTransactions\n      totalRevenue\n      totalProfit\n      totalRefunds\n      totalProducts\n    }\n    transactionStatistics {\n      status\n      total\n    }\n  }\n':
    types.DashboardDocument,
  '\n  query LatestOrders($page: PageInput) {\n    orders(page: $page) {\n      items {\n        id\n        orderCode\n        customerName\n        status\n        stage\n        orderDate\n        total\n      }\n    }\n  }\n':
    types.LatestOrdersDocument,
  '\n  query LowStockVariants($page: PageInput) {\n    lowStockVariants(page: $page) {\n      items {\n        id\n        sku\n        color\n        size\n        stock\n        productId\n        productName\n        mainImage\n      }\n      paging {\n        ...Pagination_paging\n      }\n      threshold\n    }\n  }\n':
    types.LowStockVariantsDocument,
  '\n  fragment OrderColumns_order on Order {\n    id\n    orderCode\n    customerName\n    customerID\n  }\n':
    types.OrderColumns_OrderFragmentDoc,
  '\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      paidAt\n      total\n      shipment {\n        courier\n        resiNumber\n        address {\n          note\n        }\n      }\n      refund {\n        status\n      }\n      customerID\n      customerName\n      customerPhone\n      note\n      ...OrderDetail_order\n    }\n  }\n':
    types.AdminOrderDocument,
  '\n  query AdminOrders(\n    $q: String\n    $status: [OrderStatus!]\n    $from: String\n    $to: String\n    $paymentMethod: [String!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, from: $from, to: $to, paymentMethod: $paymentMethod, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        customerName\n        ...OrderCard_order\n        ...OrderTable_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminOrdersDocument,
  '\n  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {\n    setOrdersStatus(ids: $ids, status: $status) {\n      orderId\n      orderCode\n      moved\n      status\n      reason\n    }\n  }\n':
    types.SetOrdersStatusDocument,
  '\n  mutation SetOrderStatus(\n    $id: ID!\n    $status: OrderStatus!\n    $resiNumber: String\n    $courier: String\n    $reason: String\n  ) {\n    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber, courier: $courier, reason: $reason) {\n      id\n      status\n      stage\n      shipment {\n        courier\n        resiNumber\n        shipmentDate\n        status\n        deliveredAt\n      }\n      payment {\n        status\n      }\n      refund {\n        amount\n        status\n        at\n      }\n    }\n  }\n':
    types.SetOrderStatusDocument,
  '\n  fragment OrderTable_order on Order {\n    id\n    orderCode\n    orderDate\n    status\n    stage\n    total\n    discount\n    voucherCode\n    customerName\n    customerID\n    orderDetails {\n      id\n      quantity\n    }\n    payment {\n      paymentMethod\n      status\n    }\n    shipment {\n      courier\n      service\n      resiNumber\n    }\n  }\n':
    types.OrderTable_OrderFragmentDoc,
  '\n  query AdminOrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      timeline {\n        id\n        fromStatus\n        toStatus\n        actor {\n          kind\n          name\n        }\n        detail\n        delivered\n        createdAt\n      }\n      internalNotes {\n        id\n        text\n        author {\n          name\n        }\n        createdAt\n      }\n    }\n  }\n':
    types.AdminOrderTimelineDocument,
  '\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      author {\n        name\n      }\n      createdAt\n    }\n  }\n':
    types.AddOrderNoteDocument,
  '\n  query AdminPayments($q: String, $paymentStatus: [PaymentStatus!], $page: PageInput) {\n    orders(q: $q, paymentStatus: $paymentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        payment {\n          provider\n          paymentMethod\n          totalAmount\n          paymentDate\n          status\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminPaymentsDocument,
  '\n  query AdminShipments(\n    $q: String\n    $status: [OrderStatus!]\n    $shipmentStatus: [ShipmentStatus!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, shipmentStatus: $shipmentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        paidAt\n        shipment {\n          courier\n          service\n          address {\n            city\n          }\n          resiNumber\n          shipmentDate\n          status\n          deliveredAt\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminShipmentsDocument,
  '\n  query AdminPermission($id: ID!) {\n    permission(id: $id) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n':
    types.AdminPermissionDocument,
  '\n  fragment PermissionForm_permission on Permission {\n    method\n    endpoint\n    description\n    roles\n  }\n':
    types.PermissionForm_PermissionFragmentDoc,
  '\n  mutation CreatePermission($input: CreatePermissionInput!) {\n    createPermission(input: $input) {\n      id\n    }\n  }\n':
    types.CreatePermissionDocument,
  '\n  mutation UpdatePermission($id: ID!, $input: UpdatePermissionInput!) {\n    updatePermission(id: $id, input: $input) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n':
    types.UpdatePermissionDocument,
  '\n  query AdminPermissions($q: String, $page: PageInput) {\n    permissions(q: $q, page: $page) {\n      items {\n        id\n        method\n        endpoint\n        description\n        roles\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminPermissionsDocument,
  '\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n':
    types.DeletePermissionDocument,
  '\n  query AdminRole($id: ID!) {\n    role(id: $id) {\n      id\n      ...RoleForm_role\n    }\n  }\n':
    types.AdminRoleDocument,
  '\n  fragment RoleForm_role on Role {\n    roleName\n    description\n    landingPage\n    capabilities\n    permissions {\n      id\n      method\n      endpoint\n    }\n  }\n':
    types.RoleForm_RoleFragmentDoc,
  '\n  query CapabilityGroups {\n    capabilityGroups {\n      group\n      label\n      actions {\n        id\n        label\n        description\n      }\n    }\n  }\n':
    types.CapabilityGroupsDocument,
  '\n  query PermissionOptions($page: PageInput) {\n    permissions(page: $page) {\n      items {\n        id\n        method\n        endpoint\n      }\n    }\n  }\n':
    types.PermissionOptionsDocument,
  '\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n':
    types.CreateRoleDocument,
  '\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      id\n      ...RoleForm_role\n    }\n  }\n':
    types.UpdateRoleDocument,
  '\n  query AdminRoles($q: String, $page: PageInput) {\n    roles(q: $q, page: $page) {\n      items {\n        id\n        roleName\n        description\n        landingPage\n        isSystem\n        allPermissions\n        permissions {\n          id\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminRolesDocument,
  '\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteRoleDocument,
  '\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n  }\n':
    types.AdminUserDocument,
  '\n  fragment UserForm_user on User {\n    username\n    name\n    email\n    telephone\n    image\n    roles {\n      idRole\n      roleName\n    }\n  }\n':
    types.UserForm_UserFragmentDoc,
  '\n  query RoleOptions($page: PageInput) {\n    roles(page: $page) {\n      items {\n        id\n        roleName\n      }\n    }\n  }\n':
    types.RoleOptionsDocument,
  '\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n':
    types.CreateUserDocument,
  '\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...UserForm_user\n    }\n  }\n':
    types.UpdateUserDocument,
  '\n  query AdminUsers($q: String, $sort: ListSort, $page: PageInput) {\n    users(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        username\n        name\n        email\n        roles {\n          idRole\n          roleName\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminUsersDocument,
  '\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteUserDocument,
  '\n  fragment VoucherForm_voucher on Voucher {\n    code\n    kind\n    value\n    maxDiscount\n    minSpend\n    validFrom\n    validTo\n    totalUses\n    usesPerCustomer\n    active\n  }\n':
    types.VoucherForm_VoucherFragmentDoc,
  '\n  query AdminVoucher($id: ID!) {\n    voucher(id: $id) {\n      id\n      usedCount\n      ...VoucherForm_voucher\n    }\n  }\n':
    types.AdminVoucherDocument,
  '\n  mutation CreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n':
    types.CreateVoucherDocument,
  '\n  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {\n    updateVoucher(id: $id, input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n':
    types.UpdateVoucherDocument,
  '\n  query AdminVouchers($q: String, $active: Boolean, $page: PageInput) {\n    vouchers(q: $q, active: $active, page: $page) {\n      items {\n        id\n        code\n        kind\n        value\n        maxDiscount\n        minSpend\n        validFrom\n        validTo\n        totalUses\n        usedCount\n        active\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AdminVouchersDocument,
  '\n  mutation DeactivateVoucher($id: ID!) {\n    deactivateVoucher(id: $id) {\n      id\n      active\n    }\n  }\n':
    types.DeactivateVoucherDocument,
  '\n  fragment ProductChoice_product on Product {\n    id\n    productName\n    mainImage\n    sellPrice\n    stock\n    weight\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n':
    types.ProductChoice_ProductFragmentDoc,
  '\n  query CashierProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductChoice_product\n      }\n    }\n  }\n':
    types.CashierProductsDocument,
  '\n  fragment ActiveFilters_facets on ProductFacets {\n    categories {\n      category {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n':
    types.ActiveFilters_FacetsFragmentDoc,
  '\n  query CategoryProducts(\n    $slug: String!\n    $q: String\n    $page: PageInput\n    $filter: ProductFilter\n    $sort: ProductSort\n  ) {\n    categoryProducts(slug: $slug, q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n          categories {\n            id\n            slug\n            categoryName\n          }\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n':
    types.CategoryProductsDocument,
  '\n  fragment FilterPanel_facets on ProductFacets {\n    sizes {\n      value\n      count\n    }\n    colors {\n      value\n      count\n    }\n    categories {\n      category {\n        id\n        categoryName\n        slug\n      }\n      count\n    }\n    price {\n      min\n      max\n    }\n    inStock\n  }\n':
    types.FilterPanel_FacetsFragmentDoc,
  '\n  fragment FilterPanel_color on ProductColor {\n    id\n    name\n    swatch\n  }\n':
    types.FilterPanel_ColorFragmentDoc,
  '\n  query ProductPage($id: ID!, $related: Int) {\n    product(id: $id) {\n      id\n      productName\n      description\n      sellPrice\n      normalPrice\n      discount\n      weight\n      stock\n      material\n      images\n      imageColors\n      mainImage\n      variants {\n        id\n        sku\n        color\n        size\n        stock\n      }\n      ...VariantChoice_product\n      categories {\n        id\n        slug\n        categoryName\n      }\n      sizeGuide {\n        ...SizeGuideSheet_sizeGuide\n      }\n      related(limit: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n':
    types.ProductPageDocument,
  '\n  query ProductSuggestions($q: String!) {\n    productSuggestions(q: $q) {\n      products {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      categories {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n':
    types.ProductSuggestionsDocument,
  '\n  query PopularSuggestions($limit: Int!) {\n    products(sort: BEST_SELLING, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n':
    types.PopularSuggestionsDocument,
  '\n  query ShopProducts($q: String, $page: PageInput, $filter: ProductFilter, $sort: ProductSort) {\n    products(q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n':
    types.ShopProductsDocument,
  '\n  fragment SizeGuideSheet_sizeGuide on SizeGuide {\n    columns\n    rows {\n      size\n      values\n    }\n    note\n  }\n':
    types.SizeGuideSheet_SizeGuideFragmentDoc,
  '\n  query ListingCategories {\n    products(page: { page: 1, limit: 1 }) {\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n':
    types.ListingCategoriesDocument,
  '\n  fragment VariantChoice_product on Product {\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n':
    types.VariantChoice_ProductFragmentDoc,
  '\n  query ProductWishlistState($id: ID!) {\n    product(id: $id) {\n      id\n      inWishlist\n    }\n  }\n':
    types.ProductWishlistStateDocument,
  '\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n':
    types.AddToWishlistDocument,
  '\n  mutation RemoveFromWishlistOnProduct($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n':
    types.RemoveFromWishlistOnProductDocument,
  '\n  fragment CheckoutAddress_address on Address {\n    id\n    title\n    isDefault\n    districtID\n    ...AddressLine_address\n  }\n':
    types.CheckoutAddress_AddressFragmentDoc,
  '\n  query CheckoutAddresses {\n    addresses(page: { page: 1, limit: 50 }) {\n      items {\n        id\n        ...CheckoutAddress_address\n      }\n    }\n  }\n':
    types.CheckoutAddressesDocument,
  '\n  mutation CheckoutCreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n      ...CheckoutAddress_address\n    }\n  }\n':
    types.CheckoutCreateAddressDocument,
  '\n  query OrderLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      status\n      stage\n      orderDate\n      payment {\n        status\n        token\n      }\n      tracking {\n        ...ParcelTracking_tracking\n      }\n      ...OrderSections_order\n    }\n  }\n':
    types.OrderLookupDocument,
  '\n  query PaymentProvider {\n    storefront {\n      paymentProvider\n      midtransClientKey\n      midtransSnapJsUrl\n    }\n  }\n':
    types.PaymentProviderDocument,
  '\n  query PaymentOrder($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      payment {\n        redirectUrl\n      }\n    }\n  }\n':
    types.PaymentOrderDocument,
  '\n  query PaymentFigures($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      ...OrderFigures_order\n    }\n  }\n':
    types.PaymentFiguresDocument,
  '\n  query OrderByPaymentToken($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      stage\n      total\n      ...OrderFigures_order\n      ...OrderLines_order\n      shipment {\n        courier\n        service\n        description\n        etd\n        destination\n      }\n    }\n  }\n':
    types.OrderByPaymentTokenDocument,
  '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n':
    types.AffiliateCard_AffiliateFragmentDoc,
  '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.AffiliateCardsDocument,
  '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n    link\n  }\n':
    types.Banner_BannerFragmentDoc,
  '\n  fragment CategoryTile_category on ShopCategory {\n    id\n    categoryName\n    slug\n    coverImage\n  }\n':
    types.CategoryTile_CategoryFragmentDoc,
  '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n':
    types.Hero_HeroFragmentDoc,
  '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n':
    types.HighlightBarDocument,
  '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    shopCategories {\n      id\n      slug\n      ...CategoryTile_category\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n':
    types.HomePageDocument,
  '\n  fragment Invoice_order on Order {\n    orderCode\n    status\n    orderDate\n    paidAt\n    customerID\n    customerName\n    customerPhone\n    subtotal\n    discount\n    voucherCode\n    voucherKind\n    shippingCost\n    total\n    tax\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      status\n      paymentDate\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        name\n        phone\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n        note\n      }\n    }\n  }\n':
    types.Invoice_OrderFragmentDoc,
  '\n  fragment Invoice_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n':
    types.Invoice_SellerFragmentDoc,
  '\n  query Invoice($id: ID!) {\n    order(id: $id) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n':
    types.InvoiceDocument,
  '\n  query InvoiceLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n':
    types.InvoiceLookupDocument,
  '\n  fragment AddressForm_address on Address {\n    title\n    name\n    phone\n    address\n    note\n    provinceID\n    districtID\n    subdistrictName\n    postalCode\n  }\n':
    types.AddressForm_AddressFragmentDoc,
  '\n  query MemberAddress($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressForm_address\n    }\n  }\n':
    types.MemberAddressDocument,
  '\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n':
    types.CreateAddressDocument,
  '\n  mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressForm_address\n      districtName\n      provinceName\n    }\n  }\n':
    types.UpdateAddressDocument,
  '\n  fragment AddressCard_address on Address {\n    id\n    title\n    name\n    phone\n    note\n    isDefault\n    ...AddressLine_address\n  }\n':
    types.AddressCard_AddressFragmentDoc,
  '\n  query MemberAddresses($page: PageInput) {\n    addresses(page: $page) {\n      items {\n        id\n        ...AddressCard_address\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.MemberAddressesDocument,
  '\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n':
    types.DeleteAddressDocument,
  '\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n':
    types.SetDefaultAddressDocument,
  '\n  query MemberOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n':
    types.MemberOrderDocument,
  '\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n':
    types.CancelOrderDocument,
  '\n  mutation ConfirmOrderReceived($id: ID!) {\n    confirmOrderReceived(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n':
    types.ConfirmOrderReceivedDocument,
  '\n  query MemberOrders($status: [OrderStatus!], $page: PageInput) {\n    orders(status: $status, page: $page) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.MemberOrdersDocument,
  '\n  query MemberTransactions($q: String, $status: [OrderStatus!], $page: PageInput) {\n    orders(q: $q, status: $status, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        stage\n        orderDate\n        total\n        discount\n        voucherCode\n        ...OrderLines_order\n        orderDetails {\n          id\n          productName\n          color\n          size\n          quantity\n          product {\n            id\n          }\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n':
    types.MemberTransactionsDocument,
  '\n  query MemberWishlist {\n    wishlist {\n      id\n      productID\n      productName\n      sellPrice\n      normalPrice\n      images {\n        url\n      }\n    }\n  }\n':
    types.MemberWishlistDocument,
  '\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n    }\n  }\n':
    types.RemoveFromWishlistDocument,
  '\n  query PolicyPage($slug: String!, $language: Language!) {\n    policyPage(slug: $slug, language: $language) {\n      slug\n      language\n      title\n      body\n      updatedAt\n    }\n  }\n':
    types.PolicyPageDocument,
  '\n  mutation Checkout($input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(input: $input, idempotencyKey: $idempotencyKey) {\n      token\n      redirectUrl\n      orderID\n      orderCode\n      amount\n    }\n  }\n':
    types.CheckoutDocument,
  '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n        language\n      }\n    }\n  }\n':
    types.CurrentSessionDocument,
  '\n  mutation SignOut {\n    signOut\n  }\n': types.SignOutDocument,
  '\n  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {\n    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {\n      code\n      name\n      fallback\n      costs {\n        service\n        description\n        cost {\n          value\n          etd\n          note\n          fullValue\n        }\n      }\n    }\n  }\n':
    types.ShippingCostDocument,
  '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n      variantId\n      sku\n    }\n  }\n':
    types.CartDocument,
  '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n':
    types.UpdateCartItemDocument,
  '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n':
    types.RemoveCartItemDocument,
  '\n  fragment CartProduct_product on Product {\n    id\n    productName\n    mainImage\n    images\n    imageColors\n    normalPrice\n    sellPrice\n    discount\n    weight\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n':
    types.CartProduct_ProductFragmentDoc,
  '\n  query CartProduct($id: ID!) {\n    product(id: $id) {\n      id\n      ...CartProduct_product\n    }\n  }\n':
    types.CartProductDocument,
  '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n':
    types.MergeCartDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChatLink {\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n',
): (typeof documents)['\n  query ChatLink {\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveLanguage($language: Language!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveLanguage($language: Language!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SiteFooter {\n    seller {\n      name\n      address\n      phone\n      email\n    }\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n',
): (typeof documents)['\n  query SiteFooter {\n    seller {\n      name\n      address\n      phone\n      email\n    }\n    storefront {\n      chatWhatsappNumber\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_profile\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_profile\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileForm_profile on Profile {\n    name\n    email\n    telephone\n    image\n    location\n    username\n    roles {\n      roleName\n    }\n  }\n',
): (typeof documents)['\n  fragment ProfileForm_profile on Profile {\n    name\n    email\n    telephone\n    image\n    location\n    username\n    roles {\n      roleName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n',
): (typeof documents)['\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n',
): (typeof documents)['\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AddressLine_address on Address {\n    name\n    phone\n    address\n    subdistrictName\n    districtName\n    provinceName\n    postalCode\n  }\n',
): (typeof documents)['\n  fragment AddressLine_address on Address {\n    name\n    phone\n    address\n    subdistrictName\n    districtName\n    provinceName\n    postalCode\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAccess {\n    me {\n      access {\n        isRoot\n        landingPage\n        capabilities\n        permissions {\n          method\n          endpoint\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminAccess {\n    me {\n      access {\n        isRoot\n        landingPage\n        capabilities\n        permissions {\n          method\n          endpoint\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FreeShippingHint {\n    freeShipping {\n      enabled\n      threshold\n    }\n  }\n',
): (typeof documents)['\n  query FreeShippingHint {\n    freeShipping {\n      enabled\n      threshold\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderCard_order on Order {\n    id\n    orderCode\n    status\n    stage\n    orderDate\n    total\n    discount\n    voucherCode\n    firstProductName\n    firstProductImage\n    otherProductCount\n    payment {\n      status\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderCard_order on Order {\n    id\n    orderCode\n    status\n    stage\n    orderDate\n    total\n    discount\n    voucherCode\n    firstProductName\n    firstProductImage\n    otherProductCount\n    payment {\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderDetail_order on Order {\n    orderCode\n    status\n    stage\n    orderDate\n    ...OrderSections_order\n  }\n',
): (typeof documents)['\n  fragment OrderDetail_order on Order {\n    orderCode\n    status\n    stage\n    orderDate\n    ...OrderSections_order\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderFigures_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    tax\n    total\n  }\n',
): (typeof documents)['\n  fragment OrderFigures_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    tax\n    total\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderLines_order on Order {\n    orderDetails {\n      id\n      productID\n      productName\n      productImage\n      color\n      size\n      sku\n      quantity\n      sellPrice\n      subtotal\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderLines_order on Order {\n    orderDetails {\n      id\n      productID\n      productName\n      productImage\n      color\n      size\n      sku\n      quantity\n      sellPrice\n      subtotal\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderSections_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    total\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      totalAmount\n      paymentDate\n      status\n    }\n    refund {\n      amount\n      status\n      at\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n      }\n      resiNumber\n      shipmentDate\n      status\n      deliveredAt\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderSections_order on Order {\n    subtotal\n    shippingCost\n    discount\n    voucherCode\n    total\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      totalAmount\n      paymentDate\n      status\n    }\n    refund {\n      amount\n      status\n      at\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n      }\n      resiNumber\n      shipmentDate\n      status\n      deliveredAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Pagination_paging on Paging {\n    count\n    page\n    limit\n  }\n',
): (typeof documents)['\n  fragment Pagination_paging on Paging {\n    count\n    page\n    limit\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ParcelTracking_tracking on Tracking {\n    courier\n    resi\n    delivered\n    events {\n      at\n      description\n      location\n    }\n  }\n',
): (typeof documents)['\n  fragment ParcelTracking_tracking on Tracking {\n    courier\n    resi\n    delivered\n    events {\n      at\n      description\n      location\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderTracking($id: ID!) {\n    order(id: $id) {\n      id\n      tracking {\n        ...ParcelTracking_tracking\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderTracking($id: ID!) {\n    order(id: $id) {\n      id\n      tracking {\n        ...ParcelTracking_tracking\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n',
): (typeof documents)['\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCard_listed on ListedProduct {\n    color\n    image\n    product {\n      ...ProductCard_product\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductCard_listed on ListedProduct {\n    color\n    image\n    product {\n      ...ProductCard_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductRow($sort: ProductSort, $limit: Int!) {\n    products(sort: $sort, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductRow($sort: ProductSort, $limit: Int!) {\n    products(sort: $sort, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VoucherQuote($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {\n    voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {\n      code\n      kind\n      discount\n      freeShipping\n    }\n  }\n',
): (typeof documents)['\n  query VoucherQuote($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {\n    voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {\n      code\n      kind\n      discount\n      freeShipping\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n',
): (typeof documents)['\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfilePage {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n',
): (typeof documents)['\n  query ProfilePage {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n',
): (typeof documents)['\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n',
): (typeof documents)['\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProfile {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n',
): (typeof documents)['\n  query AdminProfile {\n    profile {\n      id\n      ...ProfileForm_profile\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CompleteOnDeliveryForm_setting on CompleteOnDeliverySetting {\n    enabled\n  }\n',
): (typeof documents)['\n  fragment CompleteOnDeliveryForm_setting on CompleteOnDeliverySetting {\n    enabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompleteOnDeliverySetting {\n    completeOnDeliverySetting {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query CompleteOnDeliverySetting {\n    completeOnDeliverySetting {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {\n    updateCompleteOnDeliverySetting(enabled: $enabled) {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {\n    updateCompleteOnDeliverySetting(enabled: $enabled) {\n      ...CompleteOnDeliveryForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FreeShippingForm_setting on FreeShipping {\n    enabled\n    threshold\n    services\n  }\n',
): (typeof documents)['\n  fragment FreeShippingForm_setting on FreeShipping {\n    enabled\n    threshold\n    services\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FreeShippingSetting {\n    freeShipping {\n      ...FreeShippingForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query FreeShippingSetting {\n    freeShipping {\n      ...FreeShippingForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateFreeShipping($input: FreeShippingInput!) {\n    updateFreeShipping(input: $input) {\n      ...FreeShippingForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateFreeShipping($input: FreeShippingInput!) {\n    updateFreeShipping(input: $input) {\n      ...FreeShippingForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LanguageForm_setting on LanguageSetting {\n    language\n  }\n',
): (typeof documents)['\n  fragment LanguageForm_setting on LanguageSetting {\n    language\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LanguageSetting {\n    languageSetting {\n      ...LanguageForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query LanguageSetting {\n    languageSetting {\n      ...LanguageForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLanguageSetting($language: Language!) {\n    updateLanguageSetting(language: $language) {\n      ...LanguageForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLanguageSetting($language: Language!) {\n    updateLanguageSetting(language: $language) {\n      ...LanguageForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LowStockForm_setting on LowStockSetting {\n    threshold\n  }\n',
): (typeof documents)['\n  fragment LowStockForm_setting on LowStockSetting {\n    threshold\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LowStockSetting {\n    lowStockSetting {\n      ...LowStockForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query LowStockSetting {\n    lowStockSetting {\n      ...LowStockForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {\n    updateLowStockSetting(input: $input) {\n      ...LowStockForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {\n    updateLowStockSetting(input: $input) {\n      ...LowStockForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderAutoCompleteForm_setting on OrderAutoCompleteSetting {\n    days\n  }\n',
): (typeof documents)['\n  fragment OrderAutoCompleteForm_setting on OrderAutoCompleteSetting {\n    days\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderAutoCompleteSetting {\n    orderAutoCompleteSetting {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query OrderAutoCompleteSetting {\n    orderAutoCompleteSetting {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOrderAutoCompleteSetting($days: Int!) {\n    updateOrderAutoCompleteSetting(days: $days) {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateOrderAutoCompleteSetting($days: Int!) {\n    updateOrderAutoCompleteSetting(days: $days) {\n      ...OrderAutoCompleteForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PaymentMethodsForm_setting on PaymentMethodsSetting {\n    enabled\n  }\n',
): (typeof documents)['\n  fragment PaymentMethodsForm_setting on PaymentMethodsSetting {\n    enabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentMethodsSetting {\n    paymentMethodsSetting {\n      ...PaymentMethodsForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query PaymentMethodsSetting {\n    paymentMethodsSetting {\n      ...PaymentMethodsForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {\n    updatePaymentMethodsSetting(enabled: $enabled) {\n      ...PaymentMethodsForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {\n    updatePaymentMethodsSetting(enabled: $enabled) {\n      ...PaymentMethodsForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PolicyPageForm_page on PolicyPageSource {\n    slug\n    en {\n      title\n      body\n    }\n    id {\n      title\n      body\n    }\n  }\n',
): (typeof documents)['\n  fragment PolicyPageForm_page on PolicyPageSource {\n    slug\n    en {\n      title\n      body\n    }\n    id {\n      title\n      body\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PolicyPageSource($slug: String!) {\n    policyPageSource(slug: $slug) {\n      ...PolicyPageForm_page\n    }\n  }\n',
): (typeof documents)['\n  query PolicyPageSource($slug: String!) {\n    policyPageSource(slug: $slug) {\n      ...PolicyPageForm_page\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePolicyPage($slug: String!, $input: PolicyPageInput!) {\n    updatePolicyPage(slug: $slug, input: $input) {\n      ...PolicyPageForm_page\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePolicyPage($slug: String!, $input: PolicyPageInput!) {\n    updatePolicyPage(slug: $slug, input: $input) {\n      ...PolicyPageForm_page\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SellerForm_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n',
): (typeof documents)['\n  fragment SellerForm_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SellerSetting {\n    seller {\n      ...SellerForm_seller\n    }\n  }\n',
): (typeof documents)['\n  query SellerSetting {\n    seller {\n      ...SellerForm_seller\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSeller($input: SellerInput!) {\n    updateSeller(input: $input) {\n      ...SellerForm_seller\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSeller($input: SellerInput!) {\n    updateSeller(input: $input) {\n      ...SellerForm_seller\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShippingCouriersForm_setting on ShippingCouriers {\n    couriers\n  }\n',
): (typeof documents)['\n  fragment ShippingCouriersForm_setting on ShippingCouriers {\n    couriers\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShippingCouriers {\n    shippingCouriers {\n      ...ShippingCouriersForm_setting\n    }\n  }\n',
): (typeof documents)['\n  query ShippingCouriers {\n    shippingCouriers {\n      ...ShippingCouriersForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {\n    updateShippingCouriers(input: $input) {\n      ...ShippingCouriersForm_setting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {\n    updateShippingCouriers(input: $input) {\n      ...ShippingCouriersForm_setting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategory($id: ID!) {\n    category(id: $id) {\n      id\n      ...CategoryForm_category\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategory($id: ID!) {\n    category(id: $id) {\n      id\n      ...CategoryForm_category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CategoryForm_category on Category {\n    categoryName\n    slug\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n      note\n    }\n  }\n',
): (typeof documents)['\n  fragment CategoryForm_category on Category {\n    categoryName\n    slug\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n      note\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      ...CategoryForm_category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategories($q: String, $page: PageInput) {\n    categories(q: $q, page: $page) {\n      items {\n        id\n        categoryName\n        slug\n        productCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategories($q: String, $page: PageInput) {\n    categories(q: $q, page: $page) {\n      items {\n        id\n        categoryName\n        slug\n        productCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryOptions($page: PageInput) {\n    categories(page: $page) {\n      items {\n        id\n        categoryName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CategoryOptions($page: PageInput) {\n    categories(page: $page) {\n      items {\n        id\n        categoryName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProductColor($id: ID!) {\n    productColor(id: $id) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n',
): (typeof documents)['\n  query AdminProductColor($id: ID!) {\n    productColor(id: $id) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductColorForm_productColor on ProductColor {\n    name\n    swatch\n    position\n  }\n',
): (typeof documents)['\n  fragment ProductColorForm_productColor on ProductColor {\n    name\n    swatch\n    position\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProductColor($input: ProductColorInput!) {\n    createProductColor(input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProductColor($input: ProductColorInput!) {\n    createProductColor(input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProductColor($id: ID!, $input: ProductColorUpdateInput!) {\n    updateProductColor(id: $id, input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProductColor($id: ID!, $input: ProductColorUpdateInput!) {\n    updateProductColor(id: $id, input: $input) {\n      id\n      ...ProductColorForm_productColor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProductColors($page: PageInput) {\n    adminProductColors(page: $page) {\n      items {\n        id\n        name\n        swatch\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminProductColors($page: PageInput) {\n    adminProductColors(page: $page) {\n      items {\n        id\n        name\n        swatch\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProductColor($id: ID!) {\n    deleteProductColor(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteProductColor($id: ID!) {\n    deleteProductColor(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n',
): (typeof documents)['\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      ...ProductForm_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductForm_product on AdminProduct {\n    productName\n    description\n    buyPrice\n    normalPrice\n    sellPrice\n    weight\n    material\n    colors\n    sizes\n    images\n    imageColors\n    variants {\n      id\n      color\n      size\n      sku\n      stock\n      active\n    }\n    categoryIds\n    status\n  }\n',
): (typeof documents)['\n  fragment ProductForm_product on AdminProduct {\n    productName\n    description\n    buyPrice\n    normalPrice\n    sellPrice\n    weight\n    material\n    colors\n    sizes\n    images\n    imageColors\n    variants {\n      id\n      color\n      size\n      sku\n      stock\n      active\n    }\n    categoryIds\n    status\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductOptions {\n    productColors {\n      id\n      name\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ProductOptions {\n    productColors {\n      id\n      name\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...ProductForm_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProducts(\n    $q: String\n    $status: ProductStatus\n    $categoryId: ID\n    $lowStock: Boolean\n    $page: PageInput\n  ) {\n    adminProducts(q: $q, status: $status, categoryId: $categoryId, lowStock: $lowStock, page: $page) {\n      items {\n        id\n        productName\n        mainImage\n        sellPrice\n        stock\n        lowStock\n        status\n        categories {\n          id\n          categoryName\n        }\n        variants {\n          id\n          sku\n          active\n          color\n          size\n          stock\n          lowStock\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminProducts(\n    $q: String\n    $status: ProductStatus\n    $categoryId: ID\n    $lowStock: Boolean\n    $page: PageInput\n  ) {\n    adminProducts(q: $q, status: $status, categoryId: $categoryId, lowStock: $lowStock, page: $page) {\n      items {\n        id\n        productName\n        mainImage\n        sellPrice\n        stock\n        lowStock\n        status\n        categories {\n          id\n          categoryName\n        }\n        variants {\n          id\n          sku\n          active\n          color\n          size\n          stock\n          lowStock\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProductSize($id: ID!) {\n    productSize(id: $id) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n',
): (typeof documents)['\n  query AdminProductSize($id: ID!) {\n    productSize(id: $id) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductSizeForm_productSize on ProductSize {\n    name\n    position\n  }\n',
): (typeof documents)['\n  fragment ProductSizeForm_productSize on ProductSize {\n    name\n    position\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProductSize($input: ProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProductSize($input: ProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProductSize($id: ID!, $input: ProductSizeUpdateInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProductSize($id: ID!, $input: ProductSizeUpdateInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n      ...ProductSizeForm_productSize\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProductSizes($page: PageInput) {\n    adminProductSizes(page: $page) {\n      items {\n        id\n        name\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminProductSizes($page: PageInput) {\n    adminProductSizes(page: $page) {\n      items {\n        id\n        name\n        position\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAffiliate($id: ID!) {\n    adminAffiliate(id: $id) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n',
): (typeof documents)['\n  query AdminAffiliate($id: ID!) {\n    adminAffiliate(id: $id) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AffiliateForm_affiliate on AdminAffiliate {\n    name\n    socialMedia\n    username\n    link\n    image\n    status\n  }\n',
): (typeof documents)['\n  fragment AffiliateForm_affiliate on AdminAffiliate {\n    name\n    socialMedia\n    username\n    link\n    image\n    status\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      ...AffiliateForm_affiliate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAffiliates($q: String, $sort: ListSort, $page: PageInput) {\n    adminAffiliates(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        socialMedia\n        username\n        link\n        image\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminAffiliates($q: String, $sort: ListSort, $page: PageInput) {\n    adminAffiliates(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        socialMedia\n        username\n        link\n        image\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAffiliate($id: ID!) {\n    deleteAffiliate(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteAffiliate($id: ID!) {\n    deleteAffiliate(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWidget($id: ID!) {\n    widget(id: $id) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n',
): (typeof documents)['\n  query AdminWidget($id: ID!) {\n    widget(id: $id) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetForm_widget on Widget {\n    groupID\n    name\n    type\n    content\n    status\n    slug\n    link\n    image\n  }\n',
): (typeof documents)['\n  fragment WidgetForm_widget on Widget {\n    groupID\n    name\n    type\n    content\n    status\n    slug\n    link\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WidgetGroupOptions($page: PageInput) {\n    widgetGroups(page: $page) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WidgetGroupOptions($page: PageInput) {\n    widgetGroups(page: $page) {\n      items {\n        id\n        name\n        slug\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWidget($input: WidgetInput!) {\n    createWidget(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWidget($input: WidgetInput!) {\n    createWidget(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateWidget($id: ID!, $input: WidgetUpdateInput!) {\n    updateWidget(id: $id, input: $input) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateWidget($id: ID!, $input: WidgetUpdateInput!) {\n    updateWidget(id: $id, input: $input) {\n      id\n      ...WidgetForm_widget\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWidgetGroup($id: ID!) {\n    widgetGroup(id: $id) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n',
): (typeof documents)['\n  query AdminWidgetGroup($id: ID!) {\n    widgetGroup(id: $id) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WidgetGroupForm_widgetGroup on WidgetGroup {\n    name\n    slug\n    description\n  }\n',
): (typeof documents)['\n  fragment WidgetGroupForm_widgetGroup on WidgetGroup {\n    name\n    slug\n    description\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWidgetGroup($input: WidgetGroupInput!) {\n    createWidgetGroup(input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWidgetGroup($input: WidgetGroupInput!) {\n    createWidgetGroup(input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateWidgetGroup($id: ID!, $input: WidgetGroupUpdateInput!) {\n    updateWidgetGroup(id: $id, input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateWidgetGroup($id: ID!, $input: WidgetGroupUpdateInput!) {\n    updateWidgetGroup(id: $id, input: $input) {\n      id\n      ...WidgetGroupForm_widgetGroup\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWidgetGroups($q: String, $page: PageInput) {\n    widgetGroups(q: $q, page: $page) {\n      items {\n        id\n        name\n        slug\n        description\n        widgetCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminWidgetGroups($q: String, $page: PageInput) {\n    widgetGroups(q: $q, page: $page) {\n      items {\n        id\n        name\n        slug\n        description\n        widgetCount\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteWidgetGroup($id: ID!) {\n    deleteWidgetGroup(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteWidgetGroup($id: ID!) {\n    deleteWidgetGroup(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminWidgets($q: String, $page: PageInput) {\n    widgets(q: $q, page: $page) {\n      items {\n        id\n        groupName\n        name\n        type\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminWidgets($q: String, $page: PageInput) {\n    widgets(q: $q, page: $page) {\n      items {\n        id\n        groupName\n        name\n        type\n        status\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteWidget($id: ID!) {\n    deleteWidget(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteWidget($id: ID!) {\n    deleteWidget(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Dashboard {\n    dashboardCounters {\n      totalTransactions\n      totalRevenue\n      totalProfit\n      totalRefunds\n      totalProducts\n    }\n    transactionStatistics {\n      status\n      total\n    }\n  }\n',
): (typeof documents)['\n  query Dashboard {\n    dashboardCounters {\n      totalTransactions\n      totalRevenue\n      totalProfit\n      totalRefunds\n      totalProducts\n    }\n    transactionStatistics {\n      status\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LatestOrders($page: PageInput) {\n    orders(page: $page) {\n      items {\n        id\n        orderCode\n        customerName\n        status\n        stage\n        orderDate\n        total\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LatestOrders($page: PageInput) {\n    orders(page: $page) {\n      items {\n        id\n        orderCode\n        customerName\n        status\n        stage\n        orderDate\n        total\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LowStockVariants($page: PageInput) {\n    lowStockVariants(page: $page) {\n      items {\n        id\n        sku\n        color\n        size\n        stock\n        productId\n        productName\n        mainImage\n      }\n      paging {\n        ...Pagination_paging\n      }\n      threshold\n    }\n  }\n',
): (typeof documents)['\n  query LowStockVariants($page: PageInput) {\n    lowStockVariants(page: $page) {\n      items {\n        id\n        sku\n        color\n        size\n        stock\n        productId\n        productName\n        mainImage\n      }\n      paging {\n        ...Pagination_paging\n      }\n      threshold\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderColumns_order on Order {\n    id\n    orderCode\n    customerName\n    customerID\n  }\n',
): (typeof documents)['\n  fragment OrderColumns_order on Order {\n    id\n    orderCode\n    customerName\n    customerID\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      paidAt\n      total\n      shipment {\n        courier\n        resiNumber\n        address {\n          note\n        }\n      }\n      refund {\n        status\n      }\n      customerID\n      customerName\n      customerPhone\n      note\n      ...OrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      paidAt\n      total\n      shipment {\n        courier\n        resiNumber\n        address {\n          note\n        }\n      }\n      refund {\n        status\n      }\n      customerID\n      customerName\n      customerPhone\n      note\n      ...OrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrders(\n    $q: String\n    $status: [OrderStatus!]\n    $from: String\n    $to: String\n    $paymentMethod: [String!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, from: $from, to: $to, paymentMethod: $paymentMethod, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        customerName\n        ...OrderCard_order\n        ...OrderTable_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrders(\n    $q: String\n    $status: [OrderStatus!]\n    $from: String\n    $to: String\n    $paymentMethod: [String!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, from: $from, to: $to, paymentMethod: $paymentMethod, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        customerName\n        ...OrderCard_order\n        ...OrderTable_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {\n    setOrdersStatus(ids: $ids, status: $status) {\n      orderId\n      orderCode\n      moved\n      status\n      reason\n    }\n  }\n',
): (typeof documents)['\n  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {\n    setOrdersStatus(ids: $ids, status: $status) {\n      orderId\n      orderCode\n      moved\n      status\n      reason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetOrderStatus(\n    $id: ID!\n    $status: OrderStatus!\n    $resiNumber: String\n    $courier: String\n    $reason: String\n  ) {\n    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber, courier: $courier, reason: $reason) {\n      id\n      status\n      stage\n      shipment {\n        courier\n        resiNumber\n        shipmentDate\n        status\n        deliveredAt\n      }\n      payment {\n        status\n      }\n      refund {\n        amount\n        status\n        at\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetOrderStatus(\n    $id: ID!\n    $status: OrderStatus!\n    $resiNumber: String\n    $courier: String\n    $reason: String\n  ) {\n    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber, courier: $courier, reason: $reason) {\n      id\n      status\n      stage\n      shipment {\n        courier\n        resiNumber\n        shipmentDate\n        status\n        deliveredAt\n      }\n      payment {\n        status\n      }\n      refund {\n        amount\n        status\n        at\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderTable_order on Order {\n    id\n    orderCode\n    orderDate\n    status\n    stage\n    total\n    discount\n    voucherCode\n    customerName\n    customerID\n    orderDetails {\n      id\n      quantity\n    }\n    payment {\n      paymentMethod\n      status\n    }\n    shipment {\n      courier\n      service\n      resiNumber\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderTable_order on Order {\n    id\n    orderCode\n    orderDate\n    status\n    stage\n    total\n    discount\n    voucherCode\n    customerName\n    customerID\n    orderDetails {\n      id\n      quantity\n    }\n    payment {\n      paymentMethod\n      status\n    }\n    shipment {\n      courier\n      service\n      resiNumber\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      timeline {\n        id\n        fromStatus\n        toStatus\n        actor {\n          kind\n          name\n        }\n        detail\n        delivered\n        createdAt\n      }\n      internalNotes {\n        id\n        text\n        author {\n          name\n        }\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      timeline {\n        id\n        fromStatus\n        toStatus\n        actor {\n          kind\n          name\n        }\n        detail\n        delivered\n        createdAt\n      }\n      internalNotes {\n        id\n        text\n        author {\n          name\n        }\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      author {\n        name\n      }\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      author {\n        name\n      }\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPayments($q: String, $paymentStatus: [PaymentStatus!], $page: PageInput) {\n    orders(q: $q, paymentStatus: $paymentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        payment {\n          provider\n          paymentMethod\n          totalAmount\n          paymentDate\n          status\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminPayments($q: String, $paymentStatus: [PaymentStatus!], $page: PageInput) {\n    orders(q: $q, paymentStatus: $paymentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        payment {\n          provider\n          paymentMethod\n          totalAmount\n          paymentDate\n          status\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminShipments(\n    $q: String\n    $status: [OrderStatus!]\n    $shipmentStatus: [ShipmentStatus!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, shipmentStatus: $shipmentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        paidAt\n        shipment {\n          courier\n          service\n          address {\n            city\n          }\n          resiNumber\n          shipmentDate\n          status\n          deliveredAt\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminShipments(\n    $q: String\n    $status: [OrderStatus!]\n    $shipmentStatus: [ShipmentStatus!]\n    $page: PageInput\n  ) {\n    orders(q: $q, status: $status, shipmentStatus: $shipmentStatus, page: $page) {\n      items {\n        id\n        ...OrderColumns_order\n        paidAt\n        shipment {\n          courier\n          service\n          address {\n            city\n          }\n          resiNumber\n          shipmentDate\n          status\n          deliveredAt\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPermission($id: ID!) {\n    permission(id: $id) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n',
): (typeof documents)['\n  query AdminPermission($id: ID!) {\n    permission(id: $id) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PermissionForm_permission on Permission {\n    method\n    endpoint\n    description\n    roles\n  }\n',
): (typeof documents)['\n  fragment PermissionForm_permission on Permission {\n    method\n    endpoint\n    description\n    roles\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePermission($input: CreatePermissionInput!) {\n    createPermission(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePermission($input: CreatePermissionInput!) {\n    createPermission(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePermission($id: ID!, $input: UpdatePermissionInput!) {\n    updatePermission(id: $id, input: $input) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePermission($id: ID!, $input: UpdatePermissionInput!) {\n    updatePermission(id: $id, input: $input) {\n      id\n      ...PermissionForm_permission\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPermissions($q: String, $page: PageInput) {\n    permissions(q: $q, page: $page) {\n      items {\n        id\n        method\n        endpoint\n        description\n        roles\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminPermissions($q: String, $page: PageInput) {\n    permissions(q: $q, page: $page) {\n      items {\n        id\n        method\n        endpoint\n        description\n        roles\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminRole($id: ID!) {\n    role(id: $id) {\n      id\n      ...RoleForm_role\n    }\n  }\n',
): (typeof documents)['\n  query AdminRole($id: ID!) {\n    role(id: $id) {\n      id\n      ...RoleForm_role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RoleForm_role on Role {\n    roleName\n    description\n    landingPage\n    capabilities\n    permissions {\n      id\n      method\n      endpoint\n    }\n  }\n',
): (typeof documents)['\n  fragment RoleForm_role on Role {\n    roleName\n    description\n    landingPage\n    capabilities\n    permissions {\n      id\n      method\n      endpoint\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CapabilityGroups {\n    capabilityGroups {\n      group\n      label\n      actions {\n        id\n        label\n        description\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CapabilityGroups {\n    capabilityGroups {\n      group\n      label\n      actions {\n        id\n        label\n        description\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PermissionOptions($page: PageInput) {\n    permissions(page: $page) {\n      items {\n        id\n        method\n        endpoint\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PermissionOptions($page: PageInput) {\n    permissions(page: $page) {\n      items {\n        id\n        method\n        endpoint\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      id\n      ...RoleForm_role\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      id\n      ...RoleForm_role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminRoles($q: String, $page: PageInput) {\n    roles(q: $q, page: $page) {\n      items {\n        id\n        roleName\n        description\n        landingPage\n        isSystem\n        allPermissions\n        permissions {\n          id\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminRoles($q: String, $page: PageInput) {\n    roles(q: $q, page: $page) {\n      items {\n        id\n        roleName\n        description\n        landingPage\n        isSystem\n        allPermissions\n        permissions {\n          id\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n  }\n',
): (typeof documents)['\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserForm_user on User {\n    username\n    name\n    email\n    telephone\n    image\n    roles {\n      idRole\n      roleName\n    }\n  }\n',
): (typeof documents)['\n  fragment UserForm_user on User {\n    username\n    name\n    email\n    telephone\n    image\n    roles {\n      idRole\n      roleName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RoleOptions($page: PageInput) {\n    roles(page: $page) {\n      items {\n        id\n        roleName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RoleOptions($page: PageInput) {\n    roles(page: $page) {\n      items {\n        id\n        roleName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...UserForm_user\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      ...UserForm_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminUsers($q: String, $sort: ListSort, $page: PageInput) {\n    users(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        username\n        name\n        email\n        roles {\n          idRole\n          roleName\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminUsers($q: String, $sort: ListSort, $page: PageInput) {\n    users(q: $q, sort: $sort, page: $page) {\n      items {\n        id\n        username\n        name\n        email\n        roles {\n          idRole\n          roleName\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment VoucherForm_voucher on Voucher {\n    code\n    kind\n    value\n    maxDiscount\n    minSpend\n    validFrom\n    validTo\n    totalUses\n    usesPerCustomer\n    active\n  }\n',
): (typeof documents)['\n  fragment VoucherForm_voucher on Voucher {\n    code\n    kind\n    value\n    maxDiscount\n    minSpend\n    validFrom\n    validTo\n    totalUses\n    usesPerCustomer\n    active\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminVoucher($id: ID!) {\n    voucher(id: $id) {\n      id\n      usedCount\n      ...VoucherForm_voucher\n    }\n  }\n',
): (typeof documents)['\n  query AdminVoucher($id: ID!) {\n    voucher(id: $id) {\n      id\n      usedCount\n      ...VoucherForm_voucher\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateVoucher($input: VoucherInput!) {\n    createVoucher(input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {\n    updateVoucher(id: $id, input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {\n    updateVoucher(id: $id, input: $input) {\n      id\n      ...VoucherForm_voucher\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminVouchers($q: String, $active: Boolean, $page: PageInput) {\n    vouchers(q: $q, active: $active, page: $page) {\n      items {\n        id\n        code\n        kind\n        value\n        maxDiscount\n        minSpend\n        validFrom\n        validTo\n        totalUses\n        usedCount\n        active\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminVouchers($q: String, $active: Boolean, $page: PageInput) {\n    vouchers(q: $q, active: $active, page: $page) {\n      items {\n        id\n        code\n        kind\n        value\n        maxDiscount\n        minSpend\n        validFrom\n        validTo\n        totalUses\n        usedCount\n        active\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeactivateVoucher($id: ID!) {\n    deactivateVoucher(id: $id) {\n      id\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation DeactivateVoucher($id: ID!) {\n    deactivateVoucher(id: $id) {\n      id\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductChoice_product on Product {\n    id\n    productName\n    mainImage\n    sellPrice\n    stock\n    weight\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductChoice_product on Product {\n    id\n    productName\n    mainImage\n    sellPrice\n    stock\n    weight\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CashierProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductChoice_product\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CashierProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductChoice_product\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ActiveFilters_facets on ProductFacets {\n    categories {\n      category {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ActiveFilters_facets on ProductFacets {\n    categories {\n      category {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryProducts(\n    $slug: String!\n    $q: String\n    $page: PageInput\n    $filter: ProductFilter\n    $sort: ProductSort\n  ) {\n    categoryProducts(slug: $slug, q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n          categories {\n            id\n            slug\n            categoryName\n          }\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n',
): (typeof documents)['\n  query CategoryProducts(\n    $slug: String!\n    $q: String\n    $page: PageInput\n    $filter: ProductFilter\n    $sort: ProductSort\n  ) {\n    categoryProducts(slug: $slug, q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n          categories {\n            id\n            slug\n            categoryName\n          }\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FilterPanel_facets on ProductFacets {\n    sizes {\n      value\n      count\n    }\n    colors {\n      value\n      count\n    }\n    categories {\n      category {\n        id\n        categoryName\n        slug\n      }\n      count\n    }\n    price {\n      min\n      max\n    }\n    inStock\n  }\n',
): (typeof documents)['\n  fragment FilterPanel_facets on ProductFacets {\n    sizes {\n      value\n      count\n    }\n    colors {\n      value\n      count\n    }\n    categories {\n      category {\n        id\n        categoryName\n        slug\n      }\n      count\n    }\n    price {\n      min\n      max\n    }\n    inStock\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FilterPanel_color on ProductColor {\n    id\n    name\n    swatch\n  }\n',
): (typeof documents)['\n  fragment FilterPanel_color on ProductColor {\n    id\n    name\n    swatch\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductPage($id: ID!, $related: Int) {\n    product(id: $id) {\n      id\n      productName\n      description\n      sellPrice\n      normalPrice\n      discount\n      weight\n      stock\n      material\n      images\n      imageColors\n      mainImage\n      variants {\n        id\n        sku\n        color\n        size\n        stock\n      }\n      ...VariantChoice_product\n      categories {\n        id\n        slug\n        categoryName\n      }\n      sizeGuide {\n        ...SizeGuideSheet_sizeGuide\n      }\n      related(limit: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductPage($id: ID!, $related: Int) {\n    product(id: $id) {\n      id\n      productName\n      description\n      sellPrice\n      normalPrice\n      discount\n      weight\n      stock\n      material\n      images\n      imageColors\n      mainImage\n      variants {\n        id\n        sku\n        color\n        size\n        stock\n      }\n      ...VariantChoice_product\n      categories {\n        id\n        slug\n        categoryName\n      }\n      sizeGuide {\n        ...SizeGuideSheet_sizeGuide\n      }\n      related(limit: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductSuggestions($q: String!) {\n    productSuggestions(q: $q) {\n      products {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      categories {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductSuggestions($q: String!) {\n    productSuggestions(q: $q) {\n      products {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      categories {\n        id\n        slug\n        categoryName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PopularSuggestions($limit: Int!) {\n    products(sort: BEST_SELLING, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PopularSuggestions($limit: Int!) {\n    products(sort: BEST_SELLING, page: { page: 1, limit: $limit }) {\n      items {\n        id\n        productName\n        sellPrice\n        mainImage\n      }\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShopProducts($q: String, $page: PageInput, $filter: ProductFilter, $sort: ProductSort) {\n    products(q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n',
): (typeof documents)['\n  query ShopProducts($q: String, $page: PageInput, $filter: ProductFilter, $sort: ProductSort) {\n    products(q: $q, page: $page, filter: $filter, sort: $sort) {\n      cards {\n        product {\n          id\n        }\n        ...ProductCard_listed\n      }\n      paging {\n        ...Pagination_paging\n      }\n      facets {\n        ...FilterPanel_facets\n        ...ActiveFilters_facets\n      }\n    }\n    productColors {\n      ...FilterPanel_color\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SizeGuideSheet_sizeGuide on SizeGuide {\n    columns\n    rows {\n      size\n      values\n    }\n    note\n  }\n',
): (typeof documents)['\n  fragment SizeGuideSheet_sizeGuide on SizeGuide {\n    columns\n    rows {\n      size\n      values\n    }\n    note\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ListingCategories {\n    products(page: { page: 1, limit: 1 }) {\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ListingCategories {\n    products(page: { page: 1, limit: 1 }) {\n      facets {\n        categories {\n          category {\n            id\n            slug\n            categoryName\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment VariantChoice_product on Product {\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n',
): (typeof documents)['\n  fragment VariantChoice_product on Product {\n    colors\n    sizes\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductWishlistState($id: ID!) {\n    product(id: $id) {\n      id\n      inWishlist\n    }\n  }\n',
): (typeof documents)['\n  query ProductWishlistState($id: ID!) {\n    product(id: $id) {\n      id\n      inWishlist\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromWishlistOnProduct($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromWishlistOnProduct($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n      product {\n        id\n        inWishlist\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CheckoutAddress_address on Address {\n    id\n    title\n    isDefault\n    districtID\n    ...AddressLine_address\n  }\n',
): (typeof documents)['\n  fragment CheckoutAddress_address on Address {\n    id\n    title\n    isDefault\n    districtID\n    ...AddressLine_address\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckoutAddresses {\n    addresses(page: { page: 1, limit: 50 }) {\n      items {\n        id\n        ...CheckoutAddress_address\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CheckoutAddresses {\n    addresses(page: { page: 1, limit: 50 }) {\n      items {\n        id\n        ...CheckoutAddress_address\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CheckoutCreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n      ...CheckoutAddress_address\n    }\n  }\n',
): (typeof documents)['\n  mutation CheckoutCreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n      ...CheckoutAddress_address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      status\n      stage\n      orderDate\n      payment {\n        status\n        token\n      }\n      tracking {\n        ...ParcelTracking_tracking\n      }\n      ...OrderSections_order\n    }\n  }\n',
): (typeof documents)['\n  query OrderLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      status\n      stage\n      orderDate\n      payment {\n        status\n        token\n      }\n      tracking {\n        ...ParcelTracking_tracking\n      }\n      ...OrderSections_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentProvider {\n    storefront {\n      paymentProvider\n      midtransClientKey\n      midtransSnapJsUrl\n    }\n  }\n',
): (typeof documents)['\n  query PaymentProvider {\n    storefront {\n      paymentProvider\n      midtransClientKey\n      midtransSnapJsUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentOrder($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      payment {\n        redirectUrl\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PaymentOrder($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      payment {\n        redirectUrl\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentFigures($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      ...OrderFigures_order\n    }\n  }\n',
): (typeof documents)['\n  query PaymentFigures($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      ...OrderFigures_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderByPaymentToken($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      stage\n      total\n      ...OrderFigures_order\n      ...OrderLines_order\n      shipment {\n        courier\n        service\n        description\n        etd\n        destination\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderByPaymentToken($token: String!) {\n    orderByPaymentToken(token: $token) {\n      id\n      orderCode\n      status\n      stage\n      total\n      ...OrderFigures_order\n      ...OrderLines_order\n      shipment {\n        courier\n        service\n        description\n        etd\n        destination\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n',
): (typeof documents)['\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n    link\n  }\n',
): (typeof documents)['\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n    link\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CategoryTile_category on ShopCategory {\n    id\n    categoryName\n    slug\n    coverImage\n  }\n',
): (typeof documents)['\n  fragment CategoryTile_category on ShopCategory {\n    id\n    categoryName\n    slug\n    coverImage\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n',
): (typeof documents)['\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n',
): (typeof documents)['\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    shopCategories {\n      id\n      slug\n      ...CategoryTile_category\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n',
): (typeof documents)['\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    shopCategories {\n      id\n      slug\n      ...CategoryTile_category\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Invoice_order on Order {\n    orderCode\n    status\n    orderDate\n    paidAt\n    customerID\n    customerName\n    customerPhone\n    subtotal\n    discount\n    voucherCode\n    voucherKind\n    shippingCost\n    total\n    tax\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      status\n      paymentDate\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        name\n        phone\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n        note\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment Invoice_order on Order {\n    orderCode\n    status\n    orderDate\n    paidAt\n    customerID\n    customerName\n    customerPhone\n    subtotal\n    discount\n    voucherCode\n    voucherKind\n    shippingCost\n    total\n    tax\n    ...OrderLines_order\n    payment {\n      paymentMethod\n      status\n      paymentDate\n    }\n    shipment {\n      courier\n      service\n      description\n      address {\n        name\n        phone\n        address\n        subdistrictName\n        city\n        province\n        postalCode\n        note\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Invoice_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n',
): (typeof documents)['\n  fragment Invoice_seller on Seller {\n    name\n    address\n    phone\n    email\n    npwp\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Invoice($id: ID!) {\n    order(id: $id) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n',
): (typeof documents)['\n  query Invoice($id: ID!) {\n    order(id: $id) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceLookup($orderCode: String!, $email: String!) {\n    orderLookup(orderCode: $orderCode, email: $email) {\n      id\n      orderCode\n      ...Invoice_order\n    }\n    seller {\n      ...Invoice_seller\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AddressForm_address on Address {\n    title\n    name\n    phone\n    address\n    note\n    provinceID\n    districtID\n    subdistrictName\n    postalCode\n  }\n',
): (typeof documents)['\n  fragment AddressForm_address on Address {\n    title\n    name\n    phone\n    address\n    note\n    provinceID\n    districtID\n    subdistrictName\n    postalCode\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberAddress($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressForm_address\n    }\n  }\n',
): (typeof documents)['\n  query MemberAddress($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressForm_address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressForm_address\n      districtName\n      provinceName\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      id\n      ...AddressForm_address\n      districtName\n      provinceName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AddressCard_address on Address {\n    id\n    title\n    name\n    phone\n    note\n    isDefault\n    ...AddressLine_address\n  }\n',
): (typeof documents)['\n  fragment AddressCard_address on Address {\n    id\n    title\n    name\n    phone\n    note\n    isDefault\n    ...AddressLine_address\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberAddresses($page: PageInput) {\n    addresses(page: $page) {\n      items {\n        id\n        ...AddressCard_address\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MemberAddresses($page: PageInput) {\n    addresses(page: $page) {\n      items {\n        id\n        ...AddressCard_address\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n',
): (typeof documents)['\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  query MemberOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmOrderReceived($id: ID!) {\n    confirmOrderReceived(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmOrderReceived($id: ID!) {\n    confirmOrderReceived(id: $id) {\n      id\n      status\n      stage\n      payment {\n        token\n      }\n      shipment {\n        resiNumber\n      }\n      ...OrderDetail_order\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberOrders($status: [OrderStatus!], $page: PageInput) {\n    orders(status: $status, page: $page) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MemberOrders($status: [OrderStatus!], $page: PageInput) {\n    orders(status: $status, page: $page) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberTransactions($q: String, $status: [OrderStatus!], $page: PageInput) {\n    orders(q: $q, status: $status, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        stage\n        orderDate\n        total\n        discount\n        voucherCode\n        ...OrderLines_order\n        orderDetails {\n          id\n          productName\n          color\n          size\n          quantity\n          product {\n            id\n          }\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MemberTransactions($q: String, $status: [OrderStatus!], $page: PageInput) {\n    orders(q: $q, status: $status, page: $page) {\n      items {\n        id\n        orderCode\n        status\n        stage\n        orderDate\n        total\n        discount\n        voucherCode\n        ...OrderLines_order\n        orderDetails {\n          id\n          productName\n          color\n          size\n          quantity\n          product {\n            id\n          }\n        }\n      }\n      paging {\n        ...Pagination_paging\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MemberWishlist {\n    wishlist {\n      id\n      productID\n      productName\n      sellPrice\n      normalPrice\n      images {\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MemberWishlist {\n    wishlist {\n      id\n      productID\n      productName\n      sellPrice\n      normalPrice\n      images {\n        url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      productID\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PolicyPage($slug: String!, $language: Language!) {\n    policyPage(slug: $slug, language: $language) {\n      slug\n      language\n      title\n      body\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  query PolicyPage($slug: String!, $language: Language!) {\n    policyPage(slug: $slug, language: $language) {\n      slug\n      language\n      title\n      body\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Checkout($input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(input: $input, idempotencyKey: $idempotencyKey) {\n      token\n      redirectUrl\n      orderID\n      orderCode\n      amount\n    }\n  }\n',
): (typeof documents)['\n  mutation Checkout($input: CheckoutInput!, $idempotencyKey: String) {\n    checkout(input: $input, idempotencyKey: $idempotencyKey) {\n      token\n      redirectUrl\n      orderID\n      orderCode\n      amount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n        language\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n        language\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignOut {\n    signOut\n  }\n',
): (typeof documents)['\n  mutation SignOut {\n    signOut\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {\n    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {\n      code\n      name\n      fallback\n      costs {\n        service\n        description\n        cost {\n          value\n          etd\n          note\n          fullValue\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {\n    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {\n      code\n      name\n      fallback\n      costs {\n        service\n        description\n        cost {\n          value\n          etd\n          note\n          fullValue\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n      variantId\n      sku\n    }\n  }\n',
): (typeof documents)['\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n      variantId\n      sku\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CartProduct_product on Product {\n    id\n    productName\n    mainImage\n    images\n    imageColors\n    normalPrice\n    sellPrice\n    discount\n    weight\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n',
): (typeof documents)['\n  fragment CartProduct_product on Product {\n    id\n    productName\n    mainImage\n    images\n    imageColors\n    normalPrice\n    sellPrice\n    discount\n    weight\n    variants {\n      id\n      sku\n      color\n      size\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CartProduct($id: ID!) {\n    product(id: $id) {\n      id\n      ...CartProduct_product\n    }\n  }\n',
): (typeof documents)['\n  query CartProduct($id: ID!) {\n    product(id: $id) {\n      id\n      ...CartProduct_product\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

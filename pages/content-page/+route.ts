// Every address without a route of its own: a page file's address (content/pages/privacy.mdx is
// /privacy), or the not-found page. Routes of their own come first.
export default '/*'

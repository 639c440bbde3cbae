/** A CMS page as the content pages render it (HTML already cleaned on the server). */
export interface CmsPage {
  identifier: string
  title: string
  /** the visible h1: content_heading, else the title */
  heading: string
  content: string
  metaTitle: string
  metaDescription: string
}

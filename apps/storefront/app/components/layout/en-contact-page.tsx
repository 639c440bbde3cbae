/**
 * /en/contact in English (spec 000 §2 lists it beside /contact and /de/contact). The shop has no
 * English store view, so the texts live here rather than in a message catalogue; the contact
 * details come from the shop info, like the footer's; the contact form below in English (issue 19).
 */
import { Link } from 'react-router'
import { openingHoursLines, telHref } from '../../lib/shop-info.ts'
import { useShopInfo } from './shop-info-context.tsx'
import { ContactForm } from '../contact/contact-form.tsx'

export const EN_CONTACT = {
  title: 'Contact us',
  metaTitle: 'Contact',
  description:
    'Address, phone number and opening hours of Fietsgroothandel, the bicycle wholesaler in Utrecht.',
  intro:
    'We are happy to hear from you. Call or e-mail our customer service; we answer e-mail within one working day.',
  address: 'Address',
  country: 'The Netherlands',
  reach: 'Customer service',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Opening hours',
  home: 'Home',
  shopLanguages: 'Our shop is in Dutch and German:',
  dutchShop: 'Dutch shop',
  germanShop: 'German shop',
} as const

export function EnContactPage() {
  const info = useShopInfo()
  return (
    <article className="cms-page" lang="en">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{EN_CONTACT.home}</Link>
          </li>
          <li>
            <span aria-current="page">{EN_CONTACT.metaTitle}</span>
          </li>
        </ol>
      </nav>
      <h1>{EN_CONTACT.title}</h1>
      <p>{EN_CONTACT.intro}</p>
      {info && (
        <>
          <h2>{EN_CONTACT.address}</h2>
          <p>
            {[...info.address, EN_CONTACT.country].map((line) => (
              <span key={line} className="footer-contact__hours">
                {line}
              </span>
            ))}
          </p>
          <h2>{EN_CONTACT.reach}</h2>
          <ul>
            <li>
              {EN_CONTACT.phone}: <a href={telHref(info.phoneIntl)}>{info.phoneIntl}</a>
            </li>
            <li>
              {EN_CONTACT.email}: <a href={`mailto:${info.email}`}>{info.email}</a>
            </li>
            <li>
              {EN_CONTACT.hours} (CET): {openingHoursLines(info.openingHours, 'en-GB').join(', ')}
            </li>
          </ul>
        </>
      )}
      <p>
        {EN_CONTACT.shopLanguages} <Link to="/contact">{EN_CONTACT.dutchShop}</Link>,{' '}
        <Link to="/de/contact">{EN_CONTACT.germanShop}</Link>.
      </p>
      <ContactForm language="en" />
    </article>
  )
}

// Public content: the FAQ (five groups holding the statements of spec section 9) and the help
// center (three categories of articles, some popular, some to keep learning); visitors' contact
// messages over the months before the seed.
import type { Faker } from '@faker-js/faker'
import {
  contactMessages,
  faqGroups,
  faqs,
  helpCenterArticles,
  helpCenterCategories,
} from '../schema/index.js'
import { imageUrl, type SeedContext } from './context.js'
import { at, demoHistory } from './helpers.js'

type FaqGroupSeed = {
  faqTitle: string
  faqIcon: string
  faqSubtitle: string
  faqs: { question: string; answer: string }[]
}

export const FAQ_GROUPS: FaqGroupSeed[] = [
  {
    faqTitle: 'Payment',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Get help with payment',
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken during the checkout process when you pay for your order. The order number that appears on the confirmation screen indicates payment has been successfully processed.',
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa, MasterCard, American Express and PayPal. Our servers encrypt all information submitted to them, so you can be confident that your card details are safe.',
      },
      {
        question: "What should I do if I'm having trouble placing an order?",
        answer:
          'For any technical difficulties you are experiencing with our website, please contact us at our support portal, or you can call us toll-free at 1-000-000-000, or email us at order@companymail.com.',
      },
      {
        question: 'Which license do I need for an end product that is only accessible to paying users?',
        answer:
          'If you have paying users or you are developing any SaaS products then you need an Extended License. For each product, you need a license.',
      },
      {
        question: 'Does my subscription automatically renew?',
        answer:
          'No, this is not a subscription-based item. Pastry pudding cookie toffee bonbon jujubes jujubes powder topping.',
      },
    ],
  },
  {
    faqTitle: 'Delivery',
    faqIcon: 'ri-shopping-cart-line',
    faqSubtitle: 'Get help with delivery',
    faqs: [
      {
        question: 'How would you ship my order?',
        answer:
          'For large products, we deliver your product via a third-party logistics company offering you the "room of choice" scheduled delivery service. For small products, we offer free parcel delivery.',
      },
      {
        question: 'What is the delivery cost of my order?',
        answer:
          'The cost of scheduled delivery is $69 or $99 per order, depending on the destination postal code. The parcel delivery is free.',
      },
      {
        question: 'What to do if my product arrives damaged?',
        answer:
          'We will promptly replace any product that is damaged in transit. Just contact our support team, to notify us of the situation within 48 hours of product arrival.',
      },
    ],
  },
  {
    faqTitle: 'Cancellation & Return',
    faqIcon: 'ri-refresh-line',
    faqSubtitle: 'Get help with cancellation & return',
    faqs: [
      {
        question: 'Can I cancel my order?',
        answer:
          'Scheduled delivery orders can be cancelled 72 hours prior to your selected delivery date for a full refund. Parcel delivery orders cannot be cancelled, however a free return label can be provided upon request.',
      },
      {
        question: 'Can I return my product?',
        answer:
          'You can return your product within 15 days of delivery, by contacting our support team. All merchandise returned must be in the original packaging with all original items.',
      },
      {
        question: 'Where can I view status of return?',
        answer: 'Locate the item from Your Orders. Select Return/Refund status.',
      },
    ],
  },
  {
    faqTitle: 'My Orders',
    faqIcon: 'ri-inbox-line',
    faqSubtitle: 'Order details',
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'All successful orders are confirmed by an email sent within 24 hours of the order being placed. If you have not received it, check your spam folder or contact our support team.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        answer:
          'If you are having issues with a promotion code, please contact us at 1 000 000 000 for assistance.',
      },
      {
        question: 'How do I track my orders?',
        answer:
          'If you have an account just sign in and click on My Orders. If you have made a purchase as a guest, you can track it from the link in the confirmation email.',
      },
    ],
  },
  {
    faqTitle: 'Product & Services',
    faqIcon: 'ri-settings-4-line',
    faqSubtitle: 'Get help with product & services',
    faqs: [
      {
        question: 'Will I be notified once my order has shipped?',
        answer:
          'Yes, we will send you an email once your order has been shipped. This email will contain tracking and order information.',
      },
      {
        question: 'Where can I find warranty information?',
        answer:
          'We are committed to quality products. For information on warranty period and warranty services, visit our Warranty section.',
      },
      {
        question: 'How can I purchase additional warranty coverage?',
        answer:
          "For the peace of your mind, we offer extended warranty plans that add additional year(s) of protection to the standard manufacturer's warranty provided by us.",
      },
    ],
  },
]

/** Spanish, French and Arabic titles of the FAQ groups (the questions fall back to English). */
const FAQ_GROUP_TRANSLATIONS: Record<
  string,
  Record<'es' | 'fr' | 'ar', { faqTitle: string; faqSubtitle: string }>
> = {
  Payment: {
    es: { faqTitle: 'Pago', faqSubtitle: 'Ayuda con el pago' },
    fr: { faqTitle: 'Paiement', faqSubtitle: 'Aide pour le paiement' },
    ar: { faqTitle: 'الدفع', faqSubtitle: 'مساعدة في الدفع' },
  },
  Delivery: {
    es: { faqTitle: 'Entrega', faqSubtitle: 'Ayuda con la entrega' },
    fr: { faqTitle: 'Livraison', faqSubtitle: 'Aide pour la livraison' },
    ar: { faqTitle: 'التوصيل', faqSubtitle: 'مساعدة في التوصيل' },
  },
  'Cancellation & Return': {
    es: { faqTitle: 'Cancelación y devolución', faqSubtitle: 'Ayuda con cancelaciones y devoluciones' },
    fr: { faqTitle: 'Annulation et retour', faqSubtitle: 'Aide pour les annulations et retours' },
    ar: { faqTitle: 'الإلغاء والإرجاع', faqSubtitle: 'مساعدة في الإلغاء والإرجاع' },
  },
  'My Orders': {
    es: { faqTitle: 'Mis pedidos', faqSubtitle: 'Detalles del pedido' },
    fr: { faqTitle: 'Mes commandes', faqSubtitle: 'Détails de commande' },
    ar: { faqTitle: 'طلباتي', faqSubtitle: 'تفاصيل الطلب' },
  },
  'Product & Services': {
    es: { faqTitle: 'Productos y servicios', faqSubtitle: 'Ayuda con productos y servicios' },
    fr: { faqTitle: 'Produits et services', faqSubtitle: 'Aide pour les produits et services' },
    ar: { faqTitle: 'المنتجات والخدمات', faqSubtitle: 'مساعدة في المنتجات والخدمات' },
  },
}

/** Spanish versions of the delivery questions (the others show in English until translated). */
const FAQ_TRANSLATIONS: Record<string, { es: { question: string; answer: string } }> = {
  'What is the delivery cost of my order?': {
    es: {
      question: '¿Cuánto cuesta la entrega de mi pedido?',
      answer:
        'La entrega programada cuesta 69 $ o 99 $ por pedido, según el código postal de destino. La entrega de paquetes es gratuita.',
    },
  },
  'Can I cancel my order?': {
    es: {
      question: '¿Puedo cancelar mi pedido?',
      answer:
        'Los pedidos con entrega programada pueden cancelarse hasta 72 horas antes de la fecha de entrega elegida, con reembolso completo.',
    },
  },
}

type ArticleSeed = { title: string; subtitle: string; steps: string[]; checkout: string }

const HELP_CATEGORIES: {
  title: string
  icon: string
  translations: Record<string, { title: string }>
  articles: ArticleSeed[]
}[] = [
  {
    title: 'Buying',
    icon: 'ri-shopping-cart-line',
    translations: { es: { title: 'Compras' }, fr: { title: 'Achats' }, ar: { title: 'الشراء' } },
    articles: [
      {
        title: 'What are Favourites?',
        subtitle: 'Keep the products you like in one list and find them again from any device.',
        steps: [
          'Open a product page.',
          'Select the heart next to its name.',
          'Find it later under Favourites in your account.',
        ],
        checkout: 'Favourites are not reserved: stock is only taken when you place an order at checkout.',
      },
      {
        title: 'How do I purchase an item?',
        subtitle: 'From the cart to the confirmation email, the four steps of the checkout.',
        steps: [
          'Add the products to your cart.',
          'Enter the delivery address and choose parcel or scheduled delivery.',
          'Pay with your card and confirm.',
        ],
        checkout:
          'The order number on the confirmation screen means the payment went through. A confirmation email follows within 24 hours.',
      },
      {
        title: 'How do I add or change my details?',
        subtitle: 'Update your name, email, address and password from your account settings.',
        steps: [
          'Sign in and open Account settings.',
          'Edit the fields you want to change.',
          'Save: the new details apply to your next orders.',
        ],
        checkout:
          'Orders already placed keep the address they were placed with; contact support to change one.',
      },
      {
        title: 'How do refunds work?',
        subtitle: 'Returns within 15 days of delivery are refunded to the card you paid with.',
        steps: [
          'Contact support within 15 days of delivery.',
          'Send the product back in its original packaging.',
          'The refund reaches your card once the return is checked.',
        ],
        checkout:
          'Scheduled deliveries cancelled at least 72 hours before the delivery date are refunded in full.',
      },
    ],
  },
  {
    title: 'Item Support',
    icon: 'ri-question-line',
    translations: {
      es: { title: 'Soporte de artículos' },
      fr: { title: 'Support des articles' },
      ar: { title: 'دعم المنتجات' },
    },
    articles: [
      {
        title: 'What is Item Support?',
        subtitle: 'What the seller helps you with after a purchase, and for how long.',
        steps: [
          'Questions about how the product works.',
          'Help with defects and damage in transit.',
          'Replacement parts covered by the warranty.',
        ],
        checkout: 'Damage in transit must be reported within 48 hours of the product arriving.',
      },
      {
        title: 'How to contact an author?',
        subtitle: 'Reach the team behind a product through the support portal.',
        steps: [
          'Open the product page.',
          'Select Contact the author.',
          'Describe the problem and attach a photo if it helps.',
        ],
        checkout: 'Authors answer within two working days; urgent delivery problems go to customer support.',
      },
      {
        title: 'Where is my purchase code?',
        subtitle: 'Your purchase code is in the confirmation email and on the order page.',
        steps: [
          'Open the confirmation email.',
          'Find the line named Purchase code.',
          'Copy it when support asks for it.',
        ],
        checkout: 'Did not receive the email within 24 hours? Check your spam folder, then contact support.',
      },
    ],
  },
  {
    title: 'Licenses',
    icon: 'ri-file-text-line',
    translations: { es: { title: 'Licencias' }, fr: { title: 'Licences' }, ar: { title: 'التراخيص' } },
    articles: [
      {
        title: 'Which license do I need?',
        subtitle: 'A regular license for one free end product, an extended one when users pay.',
        steps: [
          'One end product, free for its users: regular license.',
          'Users pay for access: extended license.',
          'Several end products: one license each.',
        ],
        checkout: 'The license type is chosen on the product page before it goes into the cart.',
      },
      {
        title: 'I want to make multiple end products with the same item',
        subtitle: 'Each end product needs its own license, whatever the type.',
        steps: [
          'Count the end products you will ship.',
          'Buy one license per end product.',
          'Keep each purchase code with its project.',
        ],
        checkout: 'Buying several licenses at once is one order with a quantity per license.',
      },
      {
        title: 'How easy is it to change the license type?',
        subtitle: 'Upgrade from a regular to an extended license by paying the difference.',
        steps: [
          'Open the order with the regular license.',
          'Select Upgrade license.',
          'Pay the difference at checkout.',
        ],
        checkout: 'Downgrades are not refunded; the upgrade keeps the same purchase code.',
      },
      {
        title: 'Do I need a license for a template in a client project?',
        subtitle: 'Yes: the license goes to the client who owns the end product.',
        steps: [
          'Buy the license for the client project.',
          'Transfer the purchase code to the client.',
          'Keep a copy of the invoice for your records.',
        ],
        checkout:
          'The invoice can carry the client’s company name: enter it in the billing address at checkout.',
      },
    ],
  },
]

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export async function seedContent({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(10001)
  const history = demoHistory(now)
  const groups = await db
    .insert(faqGroups)
    .values(
      FAQ_GROUPS.map(({ faqTitle, faqIcon, faqSubtitle }, position) => ({
        faqTitle,
        faqIcon,
        faqSubtitle,
        position,
        translations: FAQ_GROUP_TRANSLATIONS[faqTitle] ?? {},
      })),
    )
    .returning({ id: faqGroups.id })
  await db.insert(faqs).values(
    FAQ_GROUPS.flatMap((group, groupIndex) =>
      group.faqs.map((faq, position) => ({
        groupId: at(groups, groupIndex).id,
        position,
        question: faq.question,
        answer: `<p>${faq.answer}</p>`,
        translations: FAQ_TRANSLATIONS[faq.question] ?? {},
        updatedAt: now,
      })),
    ),
  )

  const categories = await db
    .insert(helpCenterCategories)
    .values(
      HELP_CATEGORIES.map(({ title, icon, translations }, position) => ({
        title,
        icon,
        position,
        translations,
      })),
    )
    .returning({ id: helpCenterCategories.id })
  let articleIndex = 0
  await db.insert(helpCenterArticles).values(
    HELP_CATEGORIES.flatMap((category, categoryIndex) =>
      category.articles.map(({ title, subtitle, steps, checkout }, position) => {
        const index = articleIndex++
        return {
          categoryId: at(categories, categoryIndex).id,
          position,
          slug: slugify(title),
          title,
          subtitle,
          img: imageUrl('article', title),
          // Three popular articles and three to keep learning, from different categories.
          popular: index % 4 === 0,
          keepLearning: index % 4 === 2,
          lastUpdated: history.day(
            faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
          ),
          productContent: `<p>${subtitle}</p><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
          checkoutContent: `<p>${checkout}</p>`,
          productImg: imageUrl('article', `${title} product`),
          checkoutImg: imageUrl('article', `${title} checkout`),
        }
      }),
    ),
  )

  await seedContactMessages(db, fakerFor(10002), now)
}

/** What visitors ask through the landing page's contact form (the analytics dashboard's support activity). */
const CONTACT_QUESTIONS = [
  'Can I move my team from the monthly plan to the yearly one without losing our data?',
  'We need invoices in French for our clients in Québec. Is that possible?',
  'Our checkout shows the wrong tax for Germany since yesterday. Could you have a look?',
  'Do you offer a discount for schools and non-profit organisations?',
  'How many users can we add on the standard plan before we need to upgrade?',
  'The export of our orders stops at ten thousand rows. Is there a limit?',
  'Is there a way to import our customers from a spreadsheet?',
  'We would like a demonstration for our logistics team next week.',
  'Can the tracking devices of our trucks report their position to Aurum directly?',
  'Where can I find the invoices of our subscription for last year?',
  'Our accountant needs read-only access. Which role should we give her?',
  'Does Aurum keep its data in Europe? Our customers ask us before signing.',
]

async function seedContactMessages(db: SeedContext['db'], faker: Faker, now: Date) {
  const DAY_MS = 86_400_000
  await db.insert(contactMessages).values(
    Array.from({ length: 36 }, (_, index) => {
      const firstName = faker.person.firstName()
      const lastName = faker.person.lastName()
      return {
        fullName: `${firstName} ${lastName}`,
        email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
        message: at(CONTACT_QUESTIONS, index % CONTACT_QUESTIONS.length),
        // Over the four months before the seed, more of them recently.
        createdAt: new Date(
          now.getTime() -
            Math.floor(120 * faker.number.float() ** 1.5) * DAY_MS -
            faker.number.int({ min: 0, max: 86_399 }) * 1000,
        ),
      }
    }),
  )
}

// Public content: the FAQ (five groups holding the statements of spec section 9) and the help
// center (three categories of articles, some popular, some to keep learning).
import { faqGroups, faqs, helpCenterArticles, helpCenterCategories } from '../schema/index.js'
import { imageUrl, type SeedContext } from './context.js'
import { at, isoDate } from './helpers.js'

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

const HELP_CATEGORIES: { title: string; icon: string; articles: string[] }[] = [
  {
    title: 'Buying',
    icon: 'ri-shopping-cart-line',
    articles: [
      'What are Favourites?',
      'How do I purchase an item?',
      'How do I add or change my details?',
      'How do refunds work?',
    ],
  },
  {
    title: 'Item Support',
    icon: 'ri-question-line',
    articles: ['What is Item Support?', 'How to contact an author?', 'Where is my purchase code?'],
  },
  {
    title: 'Licenses',
    icon: 'ri-file-text-line',
    articles: [
      'Which license do I need?',
      'I want to make multiple end products with the same item',
      'How easy is it to change the license type?',
      'Do I need a license for a template in a client project?',
    ],
  },
]

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export async function seedContent({ db, fakerFor }: SeedContext) {
  const faker = fakerFor(10001)
  const groups = await db
    .insert(faqGroups)
    .values(
      FAQ_GROUPS.map(({ faqTitle, faqIcon, faqSubtitle }, position) => ({
        faqTitle,
        faqIcon,
        faqSubtitle,
        position,
      })),
    )
    .returning({ id: faqGroups.id })
  await db
    .insert(faqs)
    .values(
      FAQ_GROUPS.flatMap((group, groupIndex) =>
        group.faqs.map((faq, position) => ({ groupId: at(groups, groupIndex).id, position, ...faq })),
      ),
    )

  const categories = await db
    .insert(helpCenterCategories)
    .values(HELP_CATEGORIES.map(({ title, icon }, position) => ({ title, icon, position })))
    .returning({ id: helpCenterCategories.id })
  let articleIndex = 0
  await db.insert(helpCenterArticles).values(
    HELP_CATEGORIES.flatMap((category, categoryIndex) =>
      category.articles.map((title, position) => {
        const index = articleIndex++
        return {
          categoryId: at(categories, categoryIndex).id,
          position,
          slug: slugify(title),
          title,
          subtitle: faker.lorem.sentence({ min: 8, max: 14 }),
          img: imageUrl('article', title),
          // Three popular articles and three to keep learning, from different categories.
          popular: index % 4 === 0,
          keepLearning: index % 4 === 2,
          lastUpdated: isoDate(
            faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
          ),
          productContent: `<p>${faker.lorem.paragraph()}</p><ol><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ol>`,
          checkoutContent: `<p>${faker.lorem.paragraph()}</p><p>${faker.lorem.paragraph()}</p>`,
          productImg: imageUrl('article', `${title} product`),
          checkoutImg: imageUrl('article', `${title} checkout`),
        }
      }),
    ),
  )
}

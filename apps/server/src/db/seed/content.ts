// Public content: the FAQ (five groups holding the statements of spec section 9) and the help
// center (three categories of articles, some popular, some to keep learning), each written in
// English (the row) and in Spanish, French and Arabic (its translations); visitors' contact
// messages over the months before the seed. The facts (delivery cost, damage, cancellation,
// returns, confirmation email, plans and prices) say the same in every language.
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

/** The languages a seeded text is translated into (English is the row itself). */
type SeedTranslationLanguage = 'es' | 'fr' | 'ar'
type Translated<T> = Record<SeedTranslationLanguage, T>

type FaqSeed = {
  question: string
  answer: string
  translations: Translated<{ question: string; answer: string }>
}

type FaqGroupSeed = {
  faqTitle: string
  faqIcon: string
  faqSubtitle: string
  translations: Translated<{ faqTitle: string; faqSubtitle: string }>
  faqs: FaqSeed[]
}

export const FAQ_GROUPS: FaqGroupSeed[] = [
  {
    faqTitle: 'Payment',
    faqIcon: 'ri-bank-card-line',
    faqSubtitle: 'Get help with payment',
    translations: {
      es: { faqTitle: 'Pago', faqSubtitle: 'Ayuda con el pago' },
      fr: { faqTitle: 'Paiement', faqSubtitle: 'Aide pour le paiement' },
      ar: { faqTitle: 'الدفع', faqSubtitle: 'مساعدة في الدفع' },
    },
    faqs: [
      {
        question: 'When is payment taken for my order?',
        answer:
          'Payment is taken during checkout, when you pay for your order. The order number shown on the confirmation screen means the payment went through.',
        translations: {
          es: {
            question: '¿Cuándo se cobra mi pedido?',
            answer:
              'El cobro se hace al finalizar la compra, cuando pagas el pedido. Si ves el número de pedido en la pantalla de confirmación, el pago se ha realizado correctamente.',
          },
          fr: {
            question: 'Quand ma commande est-elle débitée ?',
            answer:
              'Le paiement est débité au moment où vous réglez votre commande. Le numéro de commande affiché sur l’écran de confirmation indique que le paiement a bien été accepté.',
          },
          ar: {
            question: 'متى يُخصم ثمن طلبي؟',
            answer:
              'يُخصم المبلغ أثناء إتمام الشراء، عند دفع ثمن الطلب. ظهور رقم الطلب على شاشة التأكيد يعني أن الدفع تمّ بنجاح.',
          },
        },
      },
      {
        question: 'How do I pay for my order?',
        answer:
          'We accept Visa, Mastercard, American Express and PayPal. Everything you send us is encrypted, so your card details stay safe.',
        translations: {
          es: {
            question: '¿Cómo pago mi pedido?',
            answer:
              'Aceptamos Visa, Mastercard, American Express y PayPal. Todo lo que nos envías viaja cifrado, así que los datos de tu tarjeta están protegidos.',
          },
          fr: {
            question: 'Comment payer ma commande ?',
            answer:
              'Nous acceptons Visa, Mastercard, American Express et PayPal. Toutes les informations que vous nous transmettez sont chiffrées : vos coordonnées bancaires restent protégées.',
          },
          ar: {
            question: 'كيف أدفع ثمن طلبي؟',
            answer:
              'نقبل بطاقات Visa وMastercard وAmerican Express، والدفع عبر PayPal. كل البيانات التي ترسلها إلينا مشفّرة، فتبقى بيانات بطاقتك في أمان.',
          },
        },
      },
      {
        question: "What should I do if I'm having trouble placing an order?",
        answer:
          'Write to us through the contact form on the home page and describe what happens: we answer within one working day.',
        translations: {
          es: {
            question: '¿Qué hago si tengo problemas para hacer un pedido?',
            answer:
              'Escríbenos desde el formulario de contacto de la página de inicio y cuéntanos qué ocurre: respondemos en un día laborable.',
          },
          fr: {
            question: 'Que faire si je n’arrive pas à passer commande ?',
            answer:
              'Écrivez-nous via le formulaire de contact de la page d’accueil en décrivant ce qui se passe : nous répondons sous un jour ouvré.',
          },
          ar: {
            question: 'ماذا أفعل إذا واجهت مشكلة في تقديم طلب؟',
            answer:
              'راسلنا عبر نموذج التواصل في الصفحة الرئيسية واشرح لنا ما يحدث، وسنردّ عليك خلال يوم عمل واحد.',
          },
        },
      },
      {
        question: 'Which license do I need for an end product that is only accessible to paying users?',
        answer:
          'If your users pay for access, or you are building a SaaS product, you need an Extended License. Each end product needs its own license.',
        translations: {
          es: {
            question: '¿Qué licencia necesito para un producto final al que solo acceden usuarios de pago?',
            answer:
              'Si tus usuarios pagan por acceder, o estás creando un producto SaaS, necesitas una licencia extendida. Cada producto final necesita su propia licencia.',
          },
          fr: {
            question: 'Quelle licence me faut-il pour un produit final réservé aux utilisateurs payants ?',
            answer:
              'Si vos utilisateurs paient pour y accéder, ou si vous développez un produit SaaS, il vous faut une licence étendue. Chaque produit final nécessite sa propre licence.',
          },
          ar: {
            question: 'ما الترخيص الذي أحتاجه لمنتج نهائي لا يصل إليه إلا المستخدمون الذين يدفعون؟',
            answer:
              'إذا كان مستخدموك يدفعون مقابل الوصول، أو كنت تطوّر منتجًا بنظام SaaS، فأنت بحاجة إلى ترخيص موسّع. ولكل منتج نهائي ترخيصه الخاص.',
          },
        },
      },
      {
        question: 'Does my subscription automatically renew?',
        answer:
          'Yes. The Team ($29 a month), Company ($49) and Enterprise ($99) plans renew automatically at the end of each period, monthly or yearly as you chose; billed yearly they cost $24, $39 and $79 a month. To stop paying, switch to the free Basic plan under Account settings › Billing & plans: the change applies at once.',
        translations: {
          es: {
            question: '¿Mi suscripción se renueva automáticamente?',
            answer:
              'Sí. Los planes Team (29 $ al mes), Company (49 $) y Enterprise (99 $) se renuevan automáticamente al final de cada periodo, mensual o anual según lo que elegiste; con facturación anual cuestan 24 $, 39 $ y 79 $ al mes. Para dejar de pagar, cambia al plan gratuito Basic en Ajustes de la cuenta › Facturación y planes: el cambio se aplica al momento.',
          },
          fr: {
            question: 'Mon abonnement se renouvelle-t-il automatiquement ?',
            answer:
              'Oui. Les formules Team (29 $ par mois), Company (49 $) et Enterprise (99 $) se renouvellent automatiquement à la fin de chaque période, mensuelle ou annuelle selon votre choix ; en facturation annuelle, elles coûtent 24 $, 39 $ et 79 $ par mois. Pour ne plus payer, passez à la formule gratuite Basic dans Paramètres du compte › Facturation et offres : le changement s’applique immédiatement.',
          },
          ar: {
            question: 'هل يتجدد اشتراكي تلقائيًا؟',
            answer:
              'نعم. تتجدد خطط Team (‏29 دولارًا شهريًا) وCompany (‏49 دولارًا) وEnterprise (‏99 دولارًا) تلقائيًا في نهاية كل فترة، شهرية أو سنوية بحسب اختيارك؛ ومع الفوترة السنوية تكلّف 24 و39 و79 دولارًا شهريًا. لإيقاف الدفع، انتقل إلى خطة Basic المجانية من إعدادات الحساب › الفوترة والخطط، ويسري التغيير فورًا.',
          },
        },
      },
    ],
  },
  {
    faqTitle: 'Delivery',
    faqIcon: 'ri-shopping-cart-line',
    faqSubtitle: 'Get help with delivery',
    translations: {
      es: { faqTitle: 'Entrega', faqSubtitle: 'Ayuda con la entrega' },
      fr: { faqTitle: 'Livraison', faqSubtitle: 'Aide pour la livraison' },
      ar: { faqTitle: 'التوصيل', faqSubtitle: 'مساعدة في التوصيل' },
    },
    faqs: [
      {
        question: 'How would you ship my order?',
        answer:
          'Large products travel with a logistics partner on a scheduled delivery, carried to the room of your choice. Small products go by parcel delivery, which is free.',
        translations: {
          es: {
            question: '¿Cómo me enviaréis el pedido?',
            answer:
              'Los productos grandes viajan con una empresa de logística en una entrega programada, que los lleva hasta la habitación que elijas. Los productos pequeños se envían por paquetería, sin coste.',
          },
          fr: {
            question: 'Comment ma commande sera-t-elle expédiée ?',
            answer:
              'Les produits volumineux sont confiés à un partenaire logistique pour une livraison programmée, jusque dans la pièce de votre choix. Les petits produits partent en colis, livrés gratuitement.',
          },
          ar: {
            question: 'كيف ستشحنون طلبي؟',
            answer:
              'تُسلَّم المنتجات الكبيرة عبر شركة لوجستية شريكة في توصيل مجدول يصل بها إلى الغرفة التي تختارها. أما المنتجات الصغيرة فتُرسل في طرد، والتوصيل مجاني.',
          },
        },
      },
      {
        question: 'What is the delivery cost of my order?',
        answer:
          'Scheduled delivery costs $69 or $99 per order, depending on the destination postal code; parcel delivery is free.',
        translations: {
          es: {
            question: '¿Cuánto cuesta la entrega de mi pedido?',
            answer:
              'La entrega programada cuesta 69 $ o 99 $ por pedido, según el código postal de destino. La entrega por paquetería es gratuita.',
          },
          fr: {
            question: 'Combien coûte la livraison de ma commande ?',
            answer:
              'La livraison programmée coûte 69 $ ou 99 $ par commande, selon le code postal de destination. La livraison en colis est gratuite.',
          },
          ar: {
            question: 'كم تكلفة توصيل طلبي؟',
            answer:
              'يكلّف التوصيل المجدول 69 أو 99 دولارًا لكل طلب، بحسب الرمز البريدي للوجهة. أما توصيل الطرود فمجاني.',
          },
        },
      },
      {
        question: 'What to do if my product arrives damaged?',
        answer:
          'We replace any product damaged in transit. Tell our support team within 48 hours of the product arriving.',
        translations: {
          es: {
            question: '¿Qué hago si mi producto llega dañado?',
            answer:
              'Sustituimos cualquier producto que se dañe durante el transporte. Avisa a nuestro equipo de soporte en las 48 horas siguientes a la llegada del producto.',
          },
          fr: {
            question: 'Que faire si mon produit arrive endommagé ?',
            answer:
              'Nous remplaçons tout produit abîmé pendant le transport. Prévenez notre équipe d’assistance dans les 48 heures suivant la réception du produit.',
          },
          ar: {
            question: 'ماذا أفعل إذا وصل المنتج تالفًا؟',
            answer: 'نستبدل أي منتج يتلف أثناء النقل. أبلغ فريق الدعم خلال 48 ساعة من وصول المنتج.',
          },
        },
      },
    ],
  },
  {
    faqTitle: 'Cancellation & Return',
    faqIcon: 'ri-refresh-line',
    faqSubtitle: 'Get help with cancellation & return',
    translations: {
      es: { faqTitle: 'Cancelación y devolución', faqSubtitle: 'Ayuda con cancelaciones y devoluciones' },
      fr: { faqTitle: 'Annulation et retour', faqSubtitle: 'Aide pour les annulations et les retours' },
      ar: { faqTitle: 'الإلغاء والإرجاع', faqSubtitle: 'مساعدة في الإلغاء والإرجاع' },
    },
    faqs: [
      {
        question: 'Can I cancel my order?',
        answer:
          'Scheduled delivery orders can be cancelled up to 72 hours before the delivery date you chose, for a full refund. Parcel delivery orders cannot be cancelled, but we send a free return label on request.',
        translations: {
          es: {
            question: '¿Puedo cancelar mi pedido?',
            answer:
              'Los pedidos con entrega programada se pueden cancelar hasta 72 horas antes de la fecha de entrega elegida, con reembolso completo. Los pedidos por paquetería no se pueden cancelar, pero te enviamos una etiqueta de devolución gratuita si la pides.',
          },
          fr: {
            question: 'Puis-je annuler ma commande ?',
            answer:
              'Les commandes en livraison programmée peuvent être annulées jusqu’à 72 heures avant la date de livraison choisie, avec remboursement intégral. Les commandes livrées en colis ne peuvent pas être annulées, mais nous vous envoyons sur demande une étiquette de retour gratuite.',
          },
          ar: {
            question: 'هل يمكنني إلغاء طلبي؟',
            answer:
              'يمكن إلغاء طلبات التوصيل المجدول حتى 72 ساعة قبل موعد التوصيل الذي اخترته، مع استرداد المبلغ كاملًا. أما طلبات توصيل الطرود فلا يمكن إلغاؤها، لكننا نرسل إليك ملصق إرجاع مجانيًا عند الطلب.',
          },
        },
      },
      {
        question: 'Can I return my product?',
        answer:
          'You can return a product within 15 days of delivery by contacting our support team. Send it back in its original packaging with everything it came with; the refund goes to the card you paid with once the return is checked.',
        translations: {
          es: {
            question: '¿Puedo devolver mi producto?',
            answer:
              'Puedes devolver un producto en los 15 días siguientes a la entrega contactando con nuestro equipo de soporte. Envíalo en su embalaje original con todo lo que incluía; el reembolso llega a la tarjeta con la que pagaste en cuanto revisamos la devolución.',
          },
          fr: {
            question: 'Puis-je retourner mon produit ?',
            answer:
              'Vous pouvez retourner un produit dans les 15 jours suivant la livraison en contactant notre équipe d’assistance. Renvoyez-le dans son emballage d’origine avec tous ses accessoires ; le remboursement est versé sur la carte utilisée pour le paiement dès que le retour est vérifié.',
          },
          ar: {
            question: 'هل يمكنني إرجاع المنتج؟',
            answer:
              'يمكنك إرجاع المنتج خلال 15 يومًا من التوصيل بالتواصل مع فريق الدعم. أعده في عبوته الأصلية مع كل ما جاء معه، ويتمّ استرداد المبلغ إلى البطاقة التي دفعت بها فور فحص المرتجع.',
          },
        },
      },
      {
        question: 'Where can I view status of return?',
        answer: 'Find the item in Your orders and select Return/Refund status.',
        translations: {
          es: {
            question: '¿Dónde veo el estado de mi devolución?',
            answer: 'Busca el artículo en Mis pedidos y selecciona Estado de la devolución o del reembolso.',
          },
          fr: {
            question: 'Où suivre l’état de mon retour ?',
            answer:
              'Retrouvez l’article dans Mes commandes et sélectionnez État du retour ou du remboursement.',
          },
          ar: {
            question: 'أين أتابع حالة الإرجاع؟',
            answer: 'ابحث عن المنتج في طلباتي، ثم اختر حالة الإرجاع أو الاسترداد.',
          },
        },
      },
    ],
  },
  {
    faqTitle: 'My Orders',
    faqIcon: 'ri-inbox-line',
    faqSubtitle: 'Order details',
    translations: {
      es: { faqTitle: 'Mis pedidos', faqSubtitle: 'Detalles del pedido' },
      fr: { faqTitle: 'Mes commandes', faqSubtitle: 'Détails de commande' },
      ar: { faqTitle: 'طلباتي', faqSubtitle: 'تفاصيل الطلب' },
    },
    faqs: [
      {
        question: 'Has my order been successful?',
        answer:
          'Every successful order is confirmed by an email sent within 24 hours of the order being placed. Not received it? Check your spam folder or contact our support team.',
        translations: {
          es: {
            question: '¿Se ha realizado bien mi pedido?',
            answer:
              'Todos los pedidos realizados se confirman con un correo que enviamos en las 24 horas siguientes. ¿No lo has recibido? Revisa la carpeta de spam o contacta con nuestro equipo de soporte.',
          },
          fr: {
            question: 'Ma commande a-t-elle bien été enregistrée ?',
            answer:
              'Chaque commande enregistrée est confirmée par un e-mail envoyé dans les 24 heures. Vous ne l’avez pas reçu ? Vérifiez vos courriers indésirables ou contactez notre équipe d’assistance.',
          },
          ar: {
            question: 'هل تمّ طلبي بنجاح؟',
            answer:
              'نؤكّد كل طلب ناجح برسالة بريد إلكتروني تصلك خلال 24 ساعة من تقديمه. لم تصلك؟ تحقّق من مجلد الرسائل غير المرغوب فيها أو تواصل مع فريق الدعم.',
          },
        },
      },
      {
        question: 'My promotion code is not working, what can I do?',
        answer:
          'Check that the code is typed exactly as you received it and has not expired. If it still fails, write to us through the contact form on the home page with the code and the products in your cart.',
        translations: {
          es: {
            question: 'Mi código promocional no funciona, ¿qué puedo hacer?',
            answer:
              'Comprueba que has escrito el código tal como lo recibiste y que no ha caducado. Si sigue sin funcionar, escríbenos desde el formulario de contacto de la página de inicio con el código y los productos de tu carrito.',
          },
          fr: {
            question: 'Mon code promo ne fonctionne pas, que faire ?',
            answer:
              'Vérifiez que le code est saisi exactement comme vous l’avez reçu et qu’il n’a pas expiré. S’il ne fonctionne toujours pas, écrivez-nous via le formulaire de contact de la page d’accueil en indiquant le code et les produits de votre panier.',
          },
          ar: {
            question: 'رمز العرض الترويجي لا يعمل، ماذا أفعل؟',
            answer:
              'تأكّد من كتابة الرمز كما وصلك تمامًا ومن أنه لم تنتهِ صلاحيته. إن استمرت المشكلة، راسلنا عبر نموذج التواصل في الصفحة الرئيسية مع ذكر الرمز والمنتجات الموجودة في سلتك.',
          },
        },
      },
      {
        question: 'How do I track my orders?',
        answer:
          'If you have an account, sign in and open My orders. If you bought as a guest, follow the link in the confirmation email.',
        translations: {
          es: {
            question: '¿Cómo sigo mis pedidos?',
            answer:
              'Si tienes cuenta, inicia sesión y abre Mis pedidos. Si compraste como invitado, usa el enlace del correo de confirmación.',
          },
          fr: {
            question: 'Comment suivre mes commandes ?',
            answer:
              'Si vous avez un compte, connectez-vous et ouvrez Mes commandes. Si vous avez acheté sans compte, suivez le lien de l’e-mail de confirmation.',
          },
          ar: {
            question: 'كيف أتتبّع طلباتي؟',
            answer:
              'إن كان لديك حساب، سجّل الدخول وافتح طلباتي. وإن اشتريت كزائر، فاتبع الرابط الموجود في رسالة التأكيد.',
          },
        },
      },
    ],
  },
  {
    faqTitle: 'Product & Services',
    faqIcon: 'ri-settings-4-line',
    faqSubtitle: 'Get help with product & services',
    translations: {
      es: { faqTitle: 'Productos y servicios', faqSubtitle: 'Ayuda con productos y servicios' },
      fr: { faqTitle: 'Produits et services', faqSubtitle: 'Aide pour les produits et services' },
      ar: { faqTitle: 'المنتجات والخدمات', faqSubtitle: 'مساعدة في المنتجات والخدمات' },
    },
    faqs: [
      {
        question: 'Will I be notified once my order has shipped?',
        answer:
          'Yes, we send you an email as soon as your order ships, with its tracking link and the order details.',
        translations: {
          es: {
            question: '¿Me avisaréis cuando se envíe mi pedido?',
            answer:
              'Sí, te enviamos un correo en cuanto sale tu pedido, con el enlace de seguimiento y los detalles del pedido.',
          },
          fr: {
            question: 'Serai-je prévenu de l’expédition de ma commande ?',
            answer:
              'Oui, nous vous envoyons un e-mail dès l’expédition de votre commande, avec le lien de suivi et le détail de la commande.',
          },
          ar: {
            question: 'هل ستُعلمونني عند شحن طلبي؟',
            answer: 'نعم، نرسل إليك رسالة بريد إلكتروني فور شحن طلبك، فيها رابط التتبّع وتفاصيل الطلب.',
          },
        },
      },
      {
        question: 'Where can I find warranty information?',
        answer:
          'Every product comes with its manufacturer’s warranty, described on the product page. For a defect, contact our support team with your order number.',
        translations: {
          es: {
            question: '¿Dónde encuentro la información de la garantía?',
            answer:
              'Todos los productos tienen la garantía del fabricante, que se describe en la página del producto. Si detectas un defecto, contacta con nuestro equipo de soporte e indica tu número de pedido.',
          },
          fr: {
            question: 'Où trouver les informations de garantie ?',
            answer:
              'Chaque produit bénéficie de la garantie du fabricant, décrite sur sa fiche produit. En cas de défaut, contactez notre équipe d’assistance avec votre numéro de commande.',
          },
          ar: {
            question: 'أين أجد معلومات الضمان؟',
            answer:
              'يأتي كل منتج بضمان الشركة المصنّعة، وتجد تفاصيله في صفحة المنتج. إن ظهر عيب، فتواصل مع فريق الدعم واذكر رقم طلبك.',
          },
        },
      },
      {
        question: 'How can I purchase additional warranty coverage?',
        answer:
          'For peace of mind, we offer extended warranty plans that add one or more years of cover to the manufacturer’s standard warranty. Ask our support team which extension is available for your product.',
        translations: {
          es: {
            question: '¿Cómo amplío la garantía?',
            answer:
              'Para más tranquilidad, ofrecemos garantías ampliadas que añaden uno o más años de cobertura a la garantía estándar del fabricante. Pregunta a nuestro equipo de soporte qué ampliación está disponible para tu producto.',
          },
          fr: {
            question: 'Comment prolonger la garantie ?',
            answer:
              'Pour plus de sérénité, nous proposons des extensions de garantie qui ajoutent une ou plusieurs années de couverture à la garantie standard du fabricant. Demandez à notre équipe d’assistance quelle extension est proposée pour votre produit.',
          },
          ar: {
            question: 'كيف أشتري ضمانًا إضافيًا؟',
            answer:
              'لمزيد من الاطمئنان، نقدّم خطط ضمان ممتد تضيف سنة أو أكثر إلى ضمان الشركة المصنّعة المعتاد. اسأل فريق الدعم عن خطة الضمان الممتد المتاحة لمنتجك.',
          },
        },
      },
    ],
  },
]

type ArticleText = { title: string; subtitle: string; steps: string[]; checkout: string }
type ArticleSeed = ArticleText & { translations: Translated<ArticleText> }

export const HELP_CATEGORIES: {
  title: string
  icon: string
  translations: Translated<{ title: string }>
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
        translations: {
          es: {
            title: '¿Qué son los Favoritos?',
            subtitle:
              'Guarda en una lista los productos que te gustan y encuéntralos desde cualquier dispositivo.',
            steps: [
              'Abre la página de un producto.',
              'Pulsa el corazón que aparece junto a su nombre.',
              'Lo encontrarás después en Favoritos, dentro de tu cuenta.',
            ],
            checkout:
              'Los favoritos no se reservan: el stock solo se descuenta cuando haces el pedido al finalizar la compra.',
          },
          fr: {
            title: 'À quoi servent les Favoris ?',
            subtitle:
              'Gardez les produits qui vous plaisent dans une liste et retrouvez-les depuis n’importe quel appareil.',
            steps: [
              'Ouvrez la fiche d’un produit.',
              'Cliquez sur le cœur à côté de son nom.',
              'Retrouvez-le ensuite dans Favoris, depuis votre compte.',
            ],
            checkout:
              'Un favori n’est pas réservé : le stock n’est décompté qu’au moment où vous validez votre commande.',
          },
          ar: {
            title: 'ما هي المفضلة؟',
            subtitle: 'احفظ المنتجات التي تعجبك في قائمة واحدة وارجع إليها من أي جهاز.',
            steps: [
              'افتح صفحة المنتج.',
              'اضغط على رمز القلب بجانب اسمه.',
              'ستجده لاحقًا في المفضلة داخل حسابك.',
            ],
            checkout:
              'إضافة منتج إلى المفضلة لا تحجزه: لا يُخصم من المخزون إلا عند تأكيد الطلب في صفحة الدفع.',
          },
        },
      },
      {
        title: 'How do I purchase an item?',
        subtitle: 'From the cart to the confirmation email, the steps of the checkout.',
        steps: [
          'Add the products to your cart.',
          'Enter the delivery address and choose parcel or scheduled delivery.',
          'Pay with your card and confirm.',
        ],
        checkout:
          'The order number on the confirmation screen means the payment went through. A confirmation email follows within 24 hours.',
        translations: {
          es: {
            title: '¿Cómo compro un artículo?',
            subtitle: 'Del carrito al correo de confirmación: los pasos para finalizar la compra.',
            steps: [
              'Añade los productos al carrito.',
              'Indica la dirección de entrega y elige entrega por paquetería o programada.',
              'Paga con tu tarjeta y confirma.',
            ],
            checkout:
              'Si ves el número de pedido en la pantalla de confirmación, el pago se ha completado. En las 24 horas siguientes recibirás un correo de confirmación.',
          },
          fr: {
            title: 'Comment acheter un article ?',
            subtitle: 'Du panier à l’e-mail de confirmation, les étapes de la commande.',
            steps: [
              'Ajoutez les produits à votre panier.',
              'Saisissez l’adresse de livraison et choisissez la livraison en colis ou programmée.',
              'Payez par carte et confirmez.',
            ],
            checkout:
              'Le numéro de commande affiché sur l’écran de confirmation signifie que le paiement est accepté. Un e-mail de confirmation suit dans les 24 heures.',
          },
          ar: {
            title: 'كيف أشتري منتجًا؟',
            subtitle: 'من السلة إلى رسالة التأكيد: خطوات إتمام الشراء.',
            steps: [
              'أضف المنتجات إلى سلتك.',
              'أدخل عنوان التوصيل واختر توصيل الطرود أو التوصيل المجدول.',
              'ادفع ببطاقتك ثم أكّد الطلب.',
            ],
            checkout:
              'ظهور رقم الطلب على شاشة التأكيد يعني أن الدفع تمّ. وتصلك رسالة تأكيد بالبريد الإلكتروني خلال 24 ساعة.',
          },
        },
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
        translations: {
          es: {
            title: '¿Cómo añado o cambio mis datos?',
            subtitle: 'Actualiza tu nombre, correo, dirección y contraseña desde los ajustes de tu cuenta.',
            steps: [
              'Inicia sesión y abre Ajustes de la cuenta.',
              'Modifica los campos que quieras cambiar.',
              'Guarda: los nuevos datos se aplican a tus próximos pedidos.',
            ],
            checkout:
              'Los pedidos ya realizados conservan la dirección con la que se hicieron; para cambiarla, contacta con soporte.',
          },
          fr: {
            title: 'Comment ajouter ou modifier mes informations ?',
            subtitle:
              'Mettez à jour votre nom, votre e-mail, votre adresse et votre mot de passe dans les paramètres du compte.',
            steps: [
              'Connectez-vous et ouvrez Paramètres du compte.',
              'Modifiez les champs voulus.',
              'Enregistrez : les nouvelles informations valent pour vos prochaines commandes.',
            ],
            checkout:
              'Les commandes déjà passées gardent l’adresse indiquée à ce moment-là ; pour la modifier, contactez l’assistance.',
          },
          ar: {
            title: 'كيف أضيف بياناتي أو أعدّلها؟',
            subtitle: 'حدّث اسمك وبريدك الإلكتروني وعنوانك وكلمة المرور من إعدادات حسابك.',
            steps: [
              'سجّل الدخول وافتح إعدادات الحساب.',
              'عدّل الحقول التي تريد تغييرها.',
              'احفظ التغييرات، وستُطبَّق البيانات الجديدة على طلباتك القادمة.',
            ],
            checkout: 'تحتفظ الطلبات السابقة بالعنوان الذي قُدّمت به؛ لتغييره تواصل مع فريق الدعم.',
          },
        },
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
        translations: {
          es: {
            title: '¿Cómo funcionan los reembolsos?',
            subtitle:
              'Las devoluciones en los 15 días siguientes a la entrega se reembolsan en la tarjeta con la que pagaste.',
            steps: [
              'Contacta con soporte en los 15 días siguientes a la entrega.',
              'Devuelve el producto en su embalaje original.',
              'El reembolso llega a tu tarjeta en cuanto revisamos la devolución.',
            ],
            checkout:
              'Las entregas programadas que se cancelan al menos 72 horas antes de la fecha de entrega se reembolsan íntegramente.',
          },
          fr: {
            title: 'Comment fonctionnent les remboursements ?',
            subtitle:
              'Les retours effectués dans les 15 jours suivant la livraison sont remboursés sur la carte utilisée.',
            steps: [
              'Contactez l’assistance dans les 15 jours suivant la livraison.',
              'Renvoyez le produit dans son emballage d’origine.',
              'Le remboursement arrive sur votre carte dès que le retour est vérifié.',
            ],
            checkout:
              'Une livraison programmée annulée au moins 72 heures avant la date prévue donne lieu à un remboursement intégral.',
          },
          ar: {
            title: 'كيف يتم استرداد المبلغ؟',
            subtitle: 'يُعاد ثمن المنتجات المُرجعة خلال 15 يومًا من التوصيل إلى البطاقة التي دفعت بها.',
            steps: [
              'تواصل مع فريق الدعم خلال 15 يومًا من التوصيل.',
              'أعد المنتج في عبوته الأصلية.',
              'يصل المبلغ المسترد إلى بطاقتك فور فحص المرتجع.',
            ],
            checkout: 'عند إلغاء التوصيل المجدول قبل موعده بـ72 ساعة على الأقل، تستردّ المبلغ كاملًا.',
          },
        },
      },
    ],
  },
  {
    title: 'Item Support',
    icon: 'ri-question-line',
    translations: {
      es: { title: 'Soporte de productos' },
      fr: { title: 'Assistance produit' },
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
        translations: {
          es: {
            title: '¿Qué es el soporte de productos?',
            subtitle: 'En qué te ayuda el vendedor después de la compra y durante cuánto tiempo.',
            steps: [
              'Dudas sobre el funcionamiento del producto.',
              'Ayuda con defectos y daños durante el transporte.',
              'Piezas de repuesto cubiertas por la garantía.',
            ],
            checkout:
              'Los daños sufridos en el transporte deben comunicarse en las 48 horas siguientes a la llegada del producto.',
          },
          fr: {
            title: 'Qu’est-ce que l’assistance produit ?',
            subtitle: 'Ce pour quoi le vendeur vous aide après l’achat, et pendant combien de temps.',
            steps: [
              'Les questions sur le fonctionnement du produit.',
              'L’aide en cas de défaut ou de dommage pendant le transport.',
              'Les pièces de rechange couvertes par la garantie.',
            ],
            checkout:
              'Un dommage survenu pendant le transport doit être signalé dans les 48 heures suivant la réception du produit.',
          },
          ar: {
            title: 'ما هو دعم المنتجات؟',
            subtitle: 'ما يساعدك فيه البائع بعد الشراء، ولأي مدة.',
            steps: [
              'الأسئلة عن طريقة عمل المنتج.',
              'المساعدة في العيوب والأضرار التي تحدث أثناء النقل.',
              'قطع الغيار التي يشملها الضمان.',
            ],
            checkout: 'يجب الإبلاغ عن أي ضرر حدث أثناء النقل خلال 48 ساعة من وصول المنتج.',
          },
        },
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
        translations: {
          es: {
            title: '¿Cómo contacto con el autor de un producto?',
            subtitle: 'Escribe al equipo que está detrás de un producto desde el portal de soporte.',
            steps: [
              'Abre la página del producto.',
              'Selecciona Contactar con el autor.',
              'Describe el problema y adjunta una foto si ayuda.',
            ],
            checkout:
              'Los autores responden en dos días laborables; los problemas urgentes de entrega se gestionan con atención al cliente.',
          },
          fr: {
            title: 'Comment contacter l’auteur d’un produit ?',
            subtitle: 'Écrivez à l’équipe qui conçoit un produit depuis le portail d’assistance.',
            steps: [
              'Ouvrez la fiche du produit.',
              'Sélectionnez Contacter l’auteur.',
              'Décrivez le problème et joignez une photo si cela aide.',
            ],
            checkout:
              'Les auteurs répondent sous deux jours ouvrés ; pour un problème de livraison urgent, adressez-vous au service client.',
          },
          ar: {
            title: 'كيف أتواصل مع صاحب المنتج؟',
            subtitle: 'راسل الفريق الذي يقف وراء المنتج عبر بوابة الدعم.',
            steps: [
              'افتح صفحة المنتج.',
              'اختر التواصل مع صاحب المنتج.',
              'اشرح المشكلة وأرفق صورة إن كانت تساعد.',
            ],
            checkout: 'يردّ أصحاب المنتجات خلال يومَي عمل؛ أما مشكلات التوصيل العاجلة فتتولاها خدمة العملاء.',
          },
        },
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
        translations: {
          es: {
            title: '¿Dónde está mi código de compra?',
            subtitle: 'Tu código de compra aparece en el correo de confirmación y en la página del pedido.',
            steps: [
              'Abre el correo de confirmación.',
              'Busca la línea Código de compra.',
              'Cópialo cuando soporte te lo pida.',
            ],
            checkout:
              '¿No te ha llegado el correo en 24 horas? Revisa la carpeta de spam y, después, contacta con soporte.',
          },
          fr: {
            title: 'Où trouver mon code d’achat ?',
            subtitle:
              'Votre code d’achat figure dans l’e-mail de confirmation et sur la page de la commande.',
            steps: [
              'Ouvrez l’e-mail de confirmation.',
              'Repérez la ligne Code d’achat.',
              'Copiez-le quand l’assistance vous le demande.',
            ],
            checkout:
              'Vous n’avez pas reçu l’e-mail dans les 24 heures ? Vérifiez vos courriers indésirables, puis contactez l’assistance.',
          },
          ar: {
            title: 'أين أجد رمز الشراء؟',
            subtitle: 'تجد رمز الشراء في رسالة التأكيد وفي صفحة الطلب.',
            steps: [
              'افتح رسالة التأكيد.',
              'ابحث عن السطر المعنون رمز الشراء.',
              'انسخه عندما يطلبه منك فريق الدعم.',
            ],
            checkout:
              'لم تصلك الرسالة خلال 24 ساعة؟ تحقّق من مجلد الرسائل غير المرغوب فيها، ثم تواصل مع فريق الدعم.',
          },
        },
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
        translations: {
          es: {
            title: '¿Qué licencia necesito?',
            subtitle:
              'Una licencia normal para un producto final gratuito; una extendida si los usuarios pagan.',
            steps: [
              'Un producto final, gratuito para sus usuarios: licencia normal.',
              'Los usuarios pagan por acceder: licencia extendida.',
              'Varios productos finales: una licencia para cada uno.',
            ],
            checkout: 'El tipo de licencia se elige en la página del producto, antes de añadirlo al carrito.',
          },
          fr: {
            title: 'De quelle licence ai-je besoin ?',
            subtitle:
              'Une licence standard pour un produit final gratuit, une licence étendue quand les utilisateurs paient.',
            steps: [
              'Un produit final gratuit pour ses utilisateurs : licence standard.',
              'Les utilisateurs paient pour y accéder : licence étendue.',
              'Plusieurs produits finaux : une licence chacun.',
            ],
            checkout: 'Le type de licence se choisit sur la fiche produit, avant l’ajout au panier.',
          },
          ar: {
            title: 'ما الترخيص الذي أحتاجه؟',
            subtitle: 'ترخيص عادي لمنتج نهائي مجاني، وترخيص موسّع عندما يدفع المستخدمون.',
            steps: [
              'منتج نهائي واحد مجاني لمستخدميه: ترخيص عادي.',
              'المستخدمون يدفعون مقابل الوصول: ترخيص موسّع.',
              'عدة منتجات نهائية: ترخيص لكل منتج.',
            ],
            checkout: 'يُختار نوع الترخيص في صفحة المنتج قبل إضافته إلى السلة.',
          },
        },
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
        translations: {
          es: {
            title: 'Quiero crear varios productos finales con el mismo artículo',
            subtitle: 'Cada producto final necesita su propia licencia, sea del tipo que sea.',
            steps: [
              'Cuenta los productos finales que vas a publicar.',
              'Compra una licencia por cada producto final.',
              'Guarda cada código de compra junto a su proyecto.',
            ],
            checkout:
              'Si compras varias licencias a la vez, es un solo pedido con una cantidad por licencia.',
          },
          fr: {
            title: 'Je veux créer plusieurs produits finaux avec le même article',
            subtitle: 'Chaque produit final nécessite sa propre licence, quel que soit son type.',
            steps: [
              'Comptez les produits finaux que vous allez publier.',
              'Achetez une licence par produit final.',
              'Conservez chaque code d’achat avec le projet correspondant.',
            ],
            checkout:
              'Acheter plusieurs licences en même temps, c’est une seule commande avec une quantité par licence.',
          },
          ar: {
            title: 'أريد إنشاء عدة منتجات نهائية من المنتج نفسه',
            subtitle: 'يحتاج كل منتج نهائي إلى ترخيصه الخاص، أيًّا كان نوعه.',
            steps: [
              'احسب عدد المنتجات النهائية التي ستطلقها.',
              'اشترِ ترخيصًا لكل منتج نهائي.',
              'احتفظ بكل رمز شراء مع مشروعه.',
            ],
            checkout: 'شراء عدة تراخيص دفعة واحدة يتمّ في طلب واحد مع تحديد الكمية لكل ترخيص.',
          },
        },
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
        translations: {
          es: {
            title: '¿Es fácil cambiar el tipo de licencia?',
            subtitle: 'Pasa de una licencia normal a una extendida pagando solo la diferencia.',
            steps: [
              'Abre el pedido con la licencia normal.',
              'Selecciona Mejorar licencia.',
              'Paga la diferencia al finalizar la compra.',
            ],
            checkout:
              'Bajar de licencia no da derecho a reembolso; la mejora conserva el mismo código de compra.',
          },
          fr: {
            title: 'Est-il facile de changer de type de licence ?',
            subtitle: 'Passez d’une licence standard à une licence étendue en payant la différence.',
            steps: [
              'Ouvrez la commande de la licence standard.',
              'Sélectionnez Passer à la licence étendue.',
              'Payez la différence lors du paiement.',
            ],
            checkout:
              'Le passage à une licence inférieure n’est pas remboursé ; la mise à niveau conserve le même code d’achat.',
          },
          ar: {
            title: 'هل يسهل تغيير نوع الترخيص؟',
            subtitle: 'انتقل من الترخيص العادي إلى الموسّع بدفع الفرق فقط.',
            steps: [
              'افتح الطلب الذي يتضمن الترخيص العادي.',
              'اختر ترقية الترخيص.',
              'ادفع الفرق عند إتمام الشراء.',
            ],
            checkout: 'لا يُستردّ أي مبلغ عند الانتقال إلى ترخيص أدنى، وتحتفظ الترقية برمز الشراء نفسه.',
          },
        },
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
        translations: {
          es: {
            title: '¿Necesito licencia para usar una plantilla en el proyecto de un cliente?',
            subtitle: 'Sí: la licencia es del cliente, que es el dueño del producto final.',
            steps: [
              'Compra la licencia para el proyecto del cliente.',
              'Entrega el código de compra al cliente.',
              'Guarda una copia de la factura para tus registros.',
            ],
            checkout:
              'La factura puede llevar el nombre de la empresa del cliente: indícalo en la dirección de facturación al finalizar la compra.',
          },
          fr: {
            title: 'Faut-il une licence pour utiliser un modèle dans le projet d’un client ?',
            subtitle: 'Oui : la licence revient au client, propriétaire du produit final.',
            steps: [
              'Achetez la licence pour le projet du client.',
              'Transmettez le code d’achat au client.',
              'Gardez une copie de la facture pour vos archives.',
            ],
            checkout:
              'La facture peut porter le nom de la société du client : indiquez-le dans l’adresse de facturation lors du paiement.',
          },
          ar: {
            title: 'هل أحتاج إلى ترخيص لاستخدام قالب في مشروع لأحد عملائي؟',
            subtitle: 'نعم، فالترخيص يعود إلى العميل الذي يملك المنتج النهائي.',
            steps: [
              'اشترِ الترخيص لمشروع العميل.',
              'سلّم رمز الشراء إلى العميل.',
              'احتفظ بنسخة من الفاتورة في سجلاتك.',
            ],
            checkout: 'يمكن أن تحمل الفاتورة اسم شركة العميل: أدخله في عنوان الفوترة عند إتمام الشراء.',
          },
        },
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

const faqAnswerHtml = (answer: string) => `<p>${answer}</p>`
const articleBodyHtml = ({ subtitle, steps }: ArticleText) =>
  `<p>${subtitle}</p><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`
const articleBannerHtml = ({ checkout }: ArticleText) => `<p>${checkout}</p>`

/** Applies `build` to each language's text: the `translations` column of a seeded row. */
function translate<From, To>(translations: Translated<From>, build: (text: From) => To): Translated<To> {
  return { es: build(translations.es), fr: build(translations.fr), ar: build(translations.ar) }
}

export async function seedContent({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(10001)
  const history = demoHistory(now)
  const groups = await db
    .insert(faqGroups)
    .values(
      FAQ_GROUPS.map(({ faqTitle, faqIcon, faqSubtitle, translations }, position) => ({
        faqTitle,
        faqIcon,
        faqSubtitle,
        position,
        translations,
      })),
    )
    .returning({ id: faqGroups.id })
  await db.insert(faqs).values(
    FAQ_GROUPS.flatMap((group, groupIndex) =>
      group.faqs.map((faq, position) => ({
        groupId: at(groups, groupIndex).id,
        position,
        question: faq.question,
        answer: faqAnswerHtml(faq.answer),
        translations: translate(faq.translations, ({ question, answer }) => ({
          question,
          answer: faqAnswerHtml(answer),
        })),
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
      category.articles.map((article, position) => {
        const index = articleIndex++
        const slug = slugify(article.title)
        return {
          categoryId: at(categories, categoryIndex).id,
          position,
          slug,
          title: article.title,
          subtitle: article.subtitle,
          // Pictures without words: the article's text carries the language.
          img: imageUrl('banner', slug),
          // Three popular articles and three to keep learning, from different categories.
          popular: index % 4 === 0,
          keepLearning: index % 4 === 2,
          lastUpdated: history.day(
            faker.date.between({ from: '2025-06-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
          ),
          productContent: articleBodyHtml(article),
          checkoutContent: articleBannerHtml(article),
          productImg: imageUrl('banner', `${slug}-product`),
          checkoutImg: imageUrl('banner', `${slug}-checkout`),
          translations: translate(article.translations, (text) => ({
            title: text.title,
            subtitle: text.subtitle,
            productContent: articleBodyHtml(text),
            checkoutContent: articleBannerHtml(text),
          })),
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

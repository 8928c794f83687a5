// Puts the shared schemas' and the server's English messages for products and categories into
// the reader's language; a message not listed shows as written.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const KNOWN_MESSAGES: Record<string, string> = {
  'Name is required': 'nameRequired',
  'Brand is required': 'brandRequired',
  'Category is required': 'categoryRequired',
  'SKU is required': 'skuRequired',
  'Too long': 'tooLong',
  'Only letters, digits, dots, dashes and underscores': 'skuChars',
  'Enter a price': 'priceRequired',
  'The price must be greater than 0': 'pricePositive',
  'The price is too high': 'priceTooHigh',
  'Enter a quantity': 'qtyRequired',
  'Enter a whole number': 'qtyWhole',
  'The quantity cannot be negative': 'qtyNegative',
  'The quantity is too high': 'qtyTooHigh',
  'Choose a status': 'statusRequired',
  'The description is too long': 'descriptionTooLong',
  'Tags cannot be empty': 'tagEmpty',
  'Tags have at most 30 characters': 'tagTooLong',
  'At most 10 tags': 'tooManyTags',
  'Tags must be different': 'tagsRepeated',
  'Use an uploaded image': 'imageInvalid',
  'Upload the image again': 'imageMissing',
  'Unknown category': 'categoryUnknown',
  'This SKU is already used': 'skuTaken',
  'A category with this name already exists': 'categoryNameTaken',
}

export function useProductErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation()
  return useCallback(
    (message) => {
      if (!message) return undefined
      const key = KNOWN_MESSAGES[message]
      return key ? t(`ecommerce.products.validation.${key}`) : message
    },
    [t],
  )
}

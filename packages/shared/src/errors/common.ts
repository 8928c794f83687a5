// Messages shown by more than one area of the web app, or by none in particular (the HTTP layer's
// own refusals): their translations load with the frame, so they must stay few and short.
import { defineMessages } from './messages.js'

export const COMMON_MESSAGES = defineMessages('common', {
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  authenticationRequired: 'Authentication required',
  invalidJson: 'The request body is not valid JSON',
  invalidUtf8: 'The request body is not valid UTF-8',
  bodyTooLarge: 'The request body is larger than {limit}',
  nullCharacter: 'Must not contain the null character',
  invalidUnicode: 'Must be valid Unicode text',
  noSuchId: 'No such id',
  conflict: 'This conflicts with the stored data; reload and try again',
  invalidData: 'A value is out of range or not valid',
  internal: 'Internal server error',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is taken',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  postalCode: 'Enter a valid postal code',
  postalCodeForCountry: 'This postal code does not match the country',
  timeZone: 'Choose a time zone from the list',
  lastManager: 'This would leave no active user able to manage roles',
  selfLockout: 'This would take away your own right to manage roles',
  grantAbove: 'You cannot grant abilities you do not have',
  uploadNotMultipart: 'Send the image as multipart/form-data in the field "file"',
  uploadUnreadable: 'The multipart body could not be read',
  uploadMissing: 'Choose an image file',
  uploadEmpty: 'The file is empty',
  uploadTooLarge: 'The file is larger than {limit}',
  uploadType: 'Only PNG, JPEG, WebP and GIF images are accepted',
})

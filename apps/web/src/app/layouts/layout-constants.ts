// Sizes of the frame (spec section 9: overlay navigation below 1279 px).
export const VERTICAL_NAV_WIDTH = 260
export const VERTICAL_NAV_COLLAPSED_WIDTH = 72
export const NAVBAR_HEIGHT = 64
export const HORIZONTAL_NAV_HEIGHT = 56
export const BOXED_CONTENT_WIDTH = 1440
/** Below this width the navigation becomes an overlay drawer opened by a hamburger. */
export const OVERLAY_NAV_QUERY = '(max-width: 1279.98px)'
export const FIXED_HEIGHT_CLASS = 'layout-content-height-fixed'

/**
 * When a photo is made smaller before upload: phones make 3–12 MB JPEGs; the service
 * needs far less to read a receipt.
 */
export interface ImageLimits {
  /** Longest edge in pixels. Default 2400. */
  maxEdge?: number;
  /** Size in bytes above which a photo is re-encoded. Default 1.5 MB. */
  maxBytes?: number;
}

/**
 * The default limits: longest edge 2400 px, 1.5 MB.
 *
 * @example
 * <FieldsForm source={source} receiptImages={{ ...DEFAULT_IMAGE_LIMITS, maxEdge: 2000 }} />
 */
export const DEFAULT_IMAGE_LIMITS: Required<ImageLimits> = Object.freeze({
  maxEdge: 2400,
  maxBytes: 1.5 * 1024 * 1024,
});

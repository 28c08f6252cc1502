/** Errors a service throws on purpose; the route wrapper maps each to its status and message. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(400, message, errors);
export const unauthorized = (message = "Authentication required") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do that") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = "Too many requests. Please try again later.") => new AppError(429, message);
export const payloadTooLarge = (message = "Request body is too large (limit 1 MB).") => new AppError(413, message);
export const serviceUnavailable = (message = "Service temporarily unavailable. Please try again shortly.") => new AppError(503, message);

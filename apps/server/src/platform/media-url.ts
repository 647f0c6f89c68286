/** Where the API serves a stored image or video (`/api/media/:id`); "" when there is none. */
export const mediaUrl = (id: number | null | undefined): string => (id ? `/api/media/${id}` : "");

// The site's icon: a bank's front in the link colour, as SVG. Without an icon link browsers ask for /favicon.ico, a 404
// that shows as an error in the console.

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b50b0"/><path fill="#fff" d="M16 5 5 11v2h22v-2zM8 15h3v8H8zm6.5 0h3v8h-3zM21 15h3v8h-3zM5 25h22v2H5z"/></svg>`;

/**
 * The product specification's wording, copied once (the specification is kept outside this repository, so tests
 * never read it directly; docs/spec-coverage.md maps each of its requirements to code and tests). Every quoted
 * string of the spec is here, with the section it comes from, and the tests that check the site's texts read them
 * from here: change the spec, change this file, and the tests follow.
 * `{phone}` is the build's sample phone number (config/env.ts defaults).
 */
const SAMPLE_PHONE = "09 123 4567";

export const spec = {
  // §1 and §2 "Header and navigation": the rating banner on every page.
  ratingBanner: "Rated 5 Stars by over 120 customers",
  // §2 "Header and navigation": the sticky contact button's label, closed and open.
  stickyOpen: "Open contact menu",
  stickyClose: "Close menu",
  // §2 "Home page sections" 3: the box under the services grid.
  customSolution: "Need a Custom Solution",
  // §2 "Home page sections" 7: the testimonials summary badge.
  ratingBadge: "5.0 Stars | 100+ Reviews",
  // §2 "/services/{slug}" and §8: an unknown service slug.
  serviceNotFound: "Service Not Found",
  serviceNotFoundMessage: "Sorry, we couldn't find the service you're looking for",
  // §2 "/services/{slug}": the badge on the service's video or image.
  ratingOnMedia: "5.0 Rating",
  // §2 "/reviews": the badge and the empty state (also §8).
  verifiedReviews: "100+ verified 5-star reviews",
  noReviews: "No reviews found matching your filters",
  // §2 "/project/{slug}" and §8: an unknown project slug.
  projectNotFound: "Project Not Found",
  projectNotFoundMessage: "The project you're looking for doesn't exist",
  // §2 "/project/{slug}": the hero badge on a video, and the gallery badges.
  clickToExpand: "Click to expand",
  thermalImaging: "Thermal Imaging",
  video: "Video",
  // §2 "/quote" and §4: the confirmation screen.
  quoteSubmitted: "Quote Submitted!",
  // §2 "/areas": the flag on priority areas.
  priority: "Priority",
  // §2 "Dedicated area pages": Pukekohe and Mangere.
  pukekoheHeadline: "Emergency Plumber Pukekohe",
  pukekoheBadge: "Serving Pukekohe & Rural Areas",
  mangereHeadline: "Emergency Plumber Mangere",
  mangereBadge: "Serving Mangere Homes",
  // §2 "Not-found page" and §8.
  notFoundCode: "404",
  notFound: "Oops! Page not found",
  // §3 "Urgency values (home form only)", in the spec's order.
  urgency: ["Emergency (ASAP)", "Urgent (Today/Tomorrow)", "Soon (This Week)", "Flexible Timing"],
  // §4: the submit buttons' label while a quote is being sent (both forms).
  submitting: "Submitting...",
  // §5 and §8: the home form's required-fields toast.
  requiredTitle: "Please fill in required fields",
  requiredText: "Name, phone, and service type are required.",
  // §8: the home form's failure toast and the /quote page's failure alert.
  submissionErrorTitle: "Submission Error",
  submissionErrorText: `There was an error submitting your form. Please try again or call us directly at ${SAMPLE_PHONE}.`,
  quoteAlert: `There was an error submitting your form. Please try again or call us directly at ${SAMPLE_PHONE}.`,
  // §8: the home form's success toast.
  homeSuccessTitle: "Quote Request Submitted!",
  homeSuccessText: "We'll contact you within 30 minutes during business hours.",
  // §9 "Ratings": the service-area count.
  serviceAreas: "15+ Service Areas",
} as const;

/**
 * Names the spec gives without quotation marks: buttons, links, headings and list items it names in its prose
 * (§ in each comment). The site shows each as written.
 */
export const named = {
  // §1 and §2 "Header and navigation".
  navItems: ["Home", "About", "Services", "Projects", "Reviews", "FAQ"],
  desktopQuote: "Get Quote",
  mobileQuote: "Get Free Quote",
  callNow: "Call Now",
  // §2 "Home page sections" 1: the hero's feature cards.
  heroFeatures: ["24/7 Emergency", "South Auckland Specialists", "5-Star Verified Reviews"],
  // §2 "Home page sections" 2: the stat tiles and the lists.
  aboutStats: ["24/7 Emergency Service", "Auckland Wide", "Licensed & Insured", "100+ Happy Customers"],
  whoWeWorkWith: "Who We Work With",
  whySouthAuckland: "Why South Auckland Chooses Us",
  // §2 "Home page sections" 3.
  featuredTechnology: "Featured Technology",
  seeMoreServices: "See More Services",
  showLessServices: "Show Less Services",
  viewAllServices: "View All Services",
  learnMore: "Learn More",
  getCustomQuote: "Get Custom Quote",
  // §2 "Home page sections" 7 and "/reviews".
  getYourQuote: "Get Your Quote",
  readAllReviews: "Read All Reviews",
  // §2 "Home page sections" 8 and "/faq".
  getInTouch: "Get In Touch",
  // §2 "/services".
  serviceCardTitles: [
    "Leak Detection",
    "Emergency Callouts",
    "Hot Water Cylinder Repair",
    "Renovations & New Builds",
    "Drain Unblocking",
    "Maintenance",
    "Plumbing Inspection Services",
  ],
  showLess: "Show Less",
  requestThisService: "Request This Service",
  viewDetails: "View Details",
  getInTouchToday: "Get In Touch Today",
  // §2 "/services/{slug}".
  serviceSections: [
    "What's Included",
    "Key Benefits",
    "Why Choose Us",
    "Expert Technicians",
    "Quality Guarantee",
    "Fast Response",
  ],
  normalView: "Normal View",
  thermalView: "Thermal View",
  leakDetected: "LEAK DETECTED",
  callEmergencyLine: "Call Emergency Line",
  // §2 "/reviews".
  allServices: "All Services",
  clearFilters: "Clear Filters",
  // §2 "/projects" and "/project/{slug}".
  featuredPortfolio: "Featured Project Portfolio",
  completeSolutions: "Complete Plumbing Solutions",
  getYourFreeQuote: "Get Your Free Quote",
  backToProjects: "Back to Projects",
  featured: "Featured",
  beforeAndAfter: "Before & After",
  projectSections: ["Project Overview", "The Challenge", "Our Solution", "Key Features", "Project Documentation"],
  // §2 "/quote" and §4.
  submitAnotherQuote: "Submit Another Quote",
  // §2 "/about".
  aboutBadges: ["24/7 Emergency Service", "Licensed & Insured", "Auckland Wide"],
} as const;

/** §9 "Business constants and limits" (and §2 where it states them first). */
export const constants = {
  mobileBreakpointPx: 768,
  headerScrollThresholdPx: 20,
  homeScrollDelayMs: 100,
  homeServicesDesktop: 6,
  homeServicesMobile: 3,
  featuredProjects: 3,
  otherProjects: 6,
  reviews: 12,
  faqQuestions: 7,
  serviceCards: 7,
  homeAreas: 15,
  indexAreas: 16,
  testimonialLoopSeconds: [15, 19, 17],
  testimonialsMaxHeightPx: 740,
  scrollDepthPercents: [25, 50, 75, 100],
  timeOnPageMinSeconds: 30,
  abandonAfterRouteLeaveMs: 100,
  submenuOpenDelayMs: 100,
} as const;

import { block, type SeedPost } from './seedPost';

/** Posts for the grown-ups around a young learner: routines, first sessions and safety. */
export const parentPosts: SeedPost[] = [
  {
    post_id: '1010',
    link: 'staying-safe-online-while-learning-to-code',
    title: 'Staying Safe Online While Learning to Code',
    date: '2025-03-04',
    landscape_img: '/images/blog/online-safety-landscape.svg',
    square_img: '/images/blog/online-safety-square.svg',
    excerpt:
      'Learning to code opens the door to forums, videos and shared projects. Five ground rules for young coders and a checklist for parents keep that door safe.',
    tags: ['Parents', 'Safety', 'Kids'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Sooner or later every young coder searches for help, watches tutorials and wants to share a project. That is a good sign, and ',
          },
          { type: 'bold', text: 'a few ground rules agreed in advance' },
          { type: 'text', text: ' make it safe.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Five ground rules for young coders' }),
      block({
        type: 'ol',
        li: [
          'Use a nickname online, never your full name, school or address.',
          'Never share a password, not even with a friend.',
          'Ask a grown-up before you install a program or create an account.',
          'Download code and packages only from sources you trust, such as python.org.',
          'If something online makes you uncomfortable, stop and tell an adult you trust.',
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Share your code, not your secrets' }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Before posting a project, read it through once more and make sure it contains ',
          },
          { type: 'bold', text: 'no passwords, keys or personal details' },
          { type: 'text', text: '. A password should never be written into the program itself:' },
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: '# Risky: anyone who sees the code sees the password\npassword = "sunflower123"\n\n# Better: ask for it while the program runs, without showing it on screen\nfrom getpass import getpass\npassword = getpass("Password: ")',
      }),
      block({ type: 'heading', level: 'h3', text: 'A checklist for parents' }),
      block({
        type: 'ul',
        li: [
          'Keep the computer in a shared room while children are young.',
          'Turn on safe search in the browser and on video sites.',
          'Look at projects together and ask your child to explain them.',
          'Talk through what to do if a stranger sends a message.',
          'Agree on time limits before the session starts, not in the middle of it.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'The ' },
          { type: 'link', text: 'UK Safer Internet Centre', href: 'https://saferinternet.org.uk/' },
          {
            type: 'text',
            text: " has guides for every age. Questions about how our courses handle your child's data? ",
          },
          { type: 'link', text: 'Write to us', href: '/contact' },
          { type: 'text', text: '.' },
        ],
      }),
    ],
  },
  {
    post_id: '1005',
    link: 'how-to-help-a-10-year-old-start-python',
    title: 'How to Help a 10-Year-Old Start Python',
    date: '2024-10-08',
    landscape_img: '/images/blog/help-child-start-landscape.svg',
    square_img: '/images/blog/help-child-start-square.svg',
    excerpt:
      'You do not need to be a programmer to help your child start coding. What you need: a real keyboard, short sessions and good questions.',
    tags: ['Parents', 'Kids', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'You do not need to know Python to help your child learn it. What helps most is ',
          },
          { type: 'bold', text: 'a calm half hour, a real keyboard and your curiosity' },
          {
            type: 'text',
            text: '. Ten is a great age to start: reading and typing are fluent enough, and the wish to build things is strong.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Before the first session' }),
      block({
        type: 'ul',
        li: [
          'A laptop or desktop computer: typing code on a tablet is frustrating.',
          'Python installed, with IDLE, the simple editor that comes with it.',
          'A notebook for ideas, questions and the error messages you meet.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Our guide to ' },
          {
            type: 'link',
            text: 'installing Python on Windows and Mac',
            href: '/blog/installing-python-on-windows-and-mac',
          },
          { type: 'text', text: ' walks you through the setup in ten minutes.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'The first half hour' }),
      block({
        type: 'ol',
        li: [
          'Open IDLE together and type print("Hello") at the prompt.',
          'Let your child change the message to anything they like.',
          'Ask: what happens if we remove one of the quotation marks?',
          'Type the little program below into a new file and run it.',
          'Stop while it is still fun, and write down what to try next time.',
        ],
      }),
      block({
        type: 'code',
        language: 'python',
        text: 'name = input("What is your name? ")\nprint("Hello, " + name + "!")\nprint("Your name has", len(name), "letters.")',
      }),
      block({ type: 'heading', level: 'h3', text: 'Your role: ask, do not type' }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'It is tempting to take the keyboard when something goes wrong. Ask instead: ',
          },
          { type: 'bold', text: '"What do you think will happen?"' },
          { type: 'text', text: ' and ' },
          { type: 'bold', text: '"What did the error say?"' },
          { type: 'text', text: ' Finding the fix themselves is where the learning happens.' },
        ],
      }),
      block({
        type: 'blockquote',
        text: 'Tell me and I forget; teach me and I may remember; involve me and I learn.',
        cite: 'Traditional proverb',
      }),
      block({ type: 'heading', level: 'h2', text: 'How often?' }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'Two or three sessions of 20 to 30 minutes a week work better than one long Saturday. The lessons of the ',
          },
          { type: 'link', text: 'free trial', href: '/course/free-trial' },
          { type: 'text', text: ' are short enough to fit that rhythm.' },
        ],
      }),
      block({
        type: 'imageLink',
        src: '/images/blog/free-trial-banner.svg',
        alt: 'Start the free Python trial',
        link: '/course/free-trial',
      }),
    ],
  },
  {
    post_id: '1002',
    link: 'how-to-practise-coding-every-day',
    title: 'How to Practise Coding Every Day (Even for 15 Minutes)',
    date: '2024-06-21',
    landscape_img: '/images/blog/daily-practice-landscape.svg',
    square_img: '/images/blog/daily-practice-square.svg',
    excerpt: 'Consistency beats long sessions. A simple routine for learners and parents.',
    tags: ['Learning', 'Habits'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'A 15-minute routine' }),
      block({
        type: 'ol',
        li: [
          "Re-read yesterday's code (3 minutes)",
          'Watch one lesson (5 minutes)',
          'Change the example and run it (7 minutes)',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Track your streak in ' },
          { type: 'bold', text: 'My Courses' },
          { type: 'text', text: ': the progress bar turns green once you pass the halfway mark.' },
        ],
      }),
    ],
  },
];

import { block, type SeedPost } from './seedPost';

/** Posts that end with something built: small projects, turtle drawings and games. */
export const projectPosts: SeedPost[] = [
  {
    post_id: '1011',
    link: 'choosing-a-first-python-project',
    title: 'Choosing a First Project That Actually Gets Finished',
    date: '2025-04-01',
    landscape_img: '/images/blog/first-project-landscape.svg',
    square_img: '/images/blog/first-project-square.svg',
    excerpt:
      'Big dreams make poor first projects. Three questions help a young coder pick something small enough to finish and exciting enough to care about.',
    tags: ['Projects', 'Learning', 'Kids'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: '"I want to make a game like Minecraft" is a wonderful dream and a hard first project. A first project should be ',
          },
          { type: 'bold', text: 'small enough to finish in a week' },
          {
            type: 'text',
            text: " and close enough to the learner's interests that they want to show it off.",
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Three questions before you start' }),
      block({
        type: 'ol',
        li: [
          'Can I describe it in one sentence?',
          'Can I build a tiny version of it in one afternoon?',
          'Does it use what I already know, plus at most one new thing?',
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Ideas by interest' }),
      block({
        type: 'ul',
        li: [
          'Animals: a quiz that guesses an animal from yes or no questions.',
          'Football: a league table that sorts teams by their points.',
          'Music: a program that prints a song and counts how often the chorus comes back.',
          'Maths: a times-table trainer that keeps score.',
          'Stories: a choose-your-own-adventure with three endings.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Looking for a warm-up first? Our ' },
          {
            type: 'link',
            text: 'multiplication table exercise',
            href: '/math-exercises/multiplication-table',
          },
          { type: 'text', text: ' shows what a finished trainer can feel like.' },
        ],
      }),
      block({ type: 'heading', level: 'h3', text: 'Build the smallest version first' }),
      block({
        type: 'code',
        language: 'python',
        text: '# Version 1: one question, no score\nanswer = input("Does it have stripes? (yes/no) ")\nif answer == "yes":\n    print("Is it a zebra?")\nelse:\n    print("Is it an elephant?")',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'When version 1 works, add a second question. Then a score. Then a way to play again. Each version is ',
          },
          { type: 'bold', text: 'finished and working' },
          { type: 'text', text: ', so there is always something to show, even if the project stops there.' },
        ],
      }),
      block({ type: 'blockquote', text: 'Make it work, make it right, make it fast.', cite: 'Kent Beck' }),
      block({
        type: 'imageLink',
        src: '/images/blog/courses-banner.svg',
        alt: 'Browse all Python courses',
        link: '/courses',
      }),
    ],
  },
  {
    post_id: '1009',
    link: 'your-first-game-loop',
    title: 'Your First Game Loop: Input, Update, Show',
    date: '2025-02-11',
    landscape_img: '/images/blog/game-loop-landscape.svg',
    square_img: '/images/blog/game-loop-square.svg',
    excerpt:
      'Every game, from Pong to the latest hit, runs on one idea: a loop that repeats until the game is over. Build a treasure hunt to see it work.',
    tags: ['Games', 'Projects', 'Python'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Every game runs on the same idea: ' },
          { type: 'bold', text: 'a loop that repeats until the game is over' },
          {
            type: 'text',
            text: '. Each time round it reads what the player did, updates the game and shows the result.',
          },
        ],
      }),
      block({
        type: 'image',
        src: '/images/blog/game-loop-diagram.svg',
        alt: 'A circle of three arrows: read the input, update the game, show the result, and back to the start until the game is over',
      }),
      block({ type: 'heading', level: 'h2', text: 'Four steps, again and again' }),
      block({
        type: 'ol',
        li: [
          'Input: what did the player do?',
          'Update: change the score, the position or the lives.',
          'Show: print or draw the new state.',
          'Check: is the game over? If not, go round again.',
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'A treasure hunt in the terminal' }),
      block({
        type: 'code',
        language: 'python',
        text: 'import random\n\ntreasure = random.randint(1, 20)\nlives = 5\n\nwhile lives > 0:\n    guess = int(input("Dig at a spot from 1 to 20: "))\n    if guess == treasure:\n        print("You found the treasure!")\n        break\n    lives -= 1\n    hint = "further right" if guess < treasure else "further left"\n    print(f"Nothing here. Try {hint}. Lives left: {lives}")\nelse:\n    print(f"Out of lives! The treasure was at {treasure}.")',
      }),
      block({
        type: 'paragraph',
        parts: [
          {
            type: 'text',
            text: 'The while line is the check, input() is the input, lives -= 1 is the update and print() is the show. The ',
          },
          { type: 'bold', text: 'else' },
          {
            type: 'text',
            text: ' after a while loop runs only when the loop ends on its own, without break, which is exactly when the player has run out of lives.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h3', text: 'Make it yours' }),
      block({
        type: 'ul',
        li: [
          'Draw a map of the spots already dug, with dots and an X.',
          'Give more points for finding the treasure in fewer digs.',
          'Hide two treasures and count how many were found.',
          'Ask to play again at the end, with an outer loop.',
        ],
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Ready for graphics? The same loop drives games with pictures; see our ' },
          { type: 'link', text: 'Coding for Kids', href: '/coding-for-kids' },
          { type: 'text', text: ' page for guided projects.' },
        ],
      }),
    ],
  },
  {
    post_id: '1006',
    link: 'turtle-graphics-first-steps',
    title: 'Turtle Graphics: First Steps in Drawing with Code',
    date: '2024-11-05',
    landscape_img: '/images/blog/turtle-first-steps-landscape.svg',
    square_img: '/images/blog/turtle-first-steps-square.svg',
    excerpt:
      'Python comes with a turtle that draws wherever it walks. Four lines give you a square; a few more give you a colourful spiral.',
    tags: ['Kids', 'Turtle', 'Projects'],
    content: [
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'The ' },
          { type: 'bold', text: 'turtle' },
          {
            type: 'text',
            text: ' module ships with Python, so there is nothing to install. A small arrow, the turtle, walks around a window and draws a line wherever it goes. Children see the result of every line of code at once.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Your first square' }),
      block({
        type: 'code',
        language: 'python',
        text: 'import turtle\n\nt = turtle.Turtle()\nfor _ in range(4):\n    t.forward(100)\n    t.left(90)\n\nturtle.done()',
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'bold', text: 'forward' },
          { type: 'text', text: ' moves the turtle a number of steps and ' },
          { type: 'bold', text: 'left' },
          {
            type: 'text',
            text: ' turns it by a number of degrees. Four sides and four turns of 90 degrees make a full turn of 360.',
          },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'From a square to a spiral' }),
      block({
        type: 'code',
        language: 'python',
        text: 'import turtle\n\nt = turtle.Turtle()\nt.speed(0)\ncolours = ["red", "orange", "gold", "green", "blue", "purple"]\nfor step in range(120):\n    t.pencolor(colours[step % len(colours)])\n    t.forward(step * 2)\n    t.left(91)\n\nturtle.done()',
      }),
      block({
        type: 'image',
        src: '/images/blog/turtle-spiral.svg',
        alt: 'A colourful square spiral drawn by the turtle, each side a little longer than the one before and slightly turned',
      }),
      block({ type: 'heading', level: 'h3', text: 'Challenges to try' }),
      block({
        type: 'ul',
        li: [
          'Draw a triangle: three sides, three turns of 120 degrees.',
          'Draw a five-pointed star by turning 144 degrees each time.',
          'Change the angle from 91 to 121 and see what appears.',
          'Use t.penup(), t.goto(x, y) and t.pendown() to start a second drawing elsewhere.',
        ],
      }),
      block({
        type: 'blockquote',
        text: 'Turtle graphics is a popular way for introducing programming to kids.',
        cite: 'The Python 3.11 documentation of the turtle module',
      }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Every turtle command is listed in the ' },
          {
            type: 'link',
            text: 'turtle documentation',
            href: 'https://docs.python.org/3/library/turtle.html',
          },
          { type: 'text', text: '.' },
        ],
      }),
    ],
  },
  {
    post_id: '1004',
    link: 'five-python-projects-for-kids',
    title: 'Five Python Projects Kids Can Finish in a Weekend',
    date: '2024-09-14',
    landscape_img: '/images/blog/five-python-projects-for-kids-landscape.svg',
    square_img: '/images/blog/five-python-projects-for-kids-square.svg',
    excerpt:
      'Small projects keep young programmers motivated. Here are five that need only the basics and can be finished in two days.',
    tags: ['Kids', 'Projects', 'Python'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'Why small projects work' }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Children learn fastest when they can ' },
          { type: 'bold', text: 'see something working' },
          {
            type: 'text',
            text: ' at the end of the day. Each project below uses only variables, loops and if statements from the ',
          },
          { type: 'link', text: 'free trial', href: '/course/free-trial' },
          { type: 'text', text: '.' },
        ],
      }),
      block({
        type: 'ol',
        li: [
          'A number guessing game',
          'A times-table quiz with a score',
          'A password strength checker',
          'A rock, paper, scissors match',
          'A shopping list that saves to a file',
        ],
      }),
      block({ type: 'heading', level: 'h3', text: 'A taste of the times-table quiz' }),
      block({
        type: 'code',
        language: 'python',
        text: 'import random\n\nscore = 0\nfor _ in range(5):\n    a, b = random.randint(1, 10), random.randint(1, 10)\n    if int(input(f"{a} x {b} = ")) == a * b:\n        score += 1\nprint(f"You scored {score} out of 5")',
      }),
      block({
        type: 'image',
        src: '/images/blog/times-table-quiz.svg',
        alt: 'A terminal window showing the times-table quiz with a score of 4 out of 5',
      }),
      block({
        type: 'blockquote',
        text: 'The best way to learn programming is to write programs.',
        cite: 'A common saying among teachers',
      }),
      block({
        type: 'ul',
        li: [
          'Keep sessions under 45 minutes',
          'Celebrate every working version',
          'Let them change the rules of the game',
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
];

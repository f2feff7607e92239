// Detect rules of the reference checker (lib/check/reference-*.ts): a step's quantities compared
// with the reference solution's and the problem's, and algebra checked against the expected roots.
import type { RuleSpec } from "./types";
import { CORRECT_SOLUTIONS, ex } from "./examples";

const at = (step: number, e: ReturnType<typeof ex>) => ({ ...e, step });
const APPLES = "Tom has 5 apples and buys 3 bags with 4 apples in each bag. How many apples does he have now?";
const APPLES_REF = ["3 * 4 = 12", "5 + 12 = 17"];

/** Rules of the word-problem comparison that name a quantity off the reference's path. */
const quantity = (id: string, description: string, errorTypes: RuleSpec["errorTypes"], fires: RuleSpec["fires"]): RuleSpec => ({
  id,
  stage: "detect",
  errorTypes,
  description,
  fires,
  silent: CORRECT_SOLUTIONS,
});

export const REFERENCE_RULES: readonly RuleSpec[] = [
  quantity("ref.false-computation", "A calculation on the way to the answer is false.", ["arithmetic"], [
    at(0, ex(APPLES, ["The bags hold 3 × 4 = 13 apples.", "Now he has 5 + 13 = 18 apples."], "17", APPLES_REF)),
    at(0, ex("A shop sells 6 boxes of pens with 10 pens in each box. It then sells 8 more pens. How many pens did it sell?", ["6 × 10 = 50 pens in the boxes.", "50 + 8 = 58 pens."], "68", ["6 * 10 = 60", "60 + 8 = 68"])),
  ]),
  quantity("ref.one-part-only", "The step takes one part of a fraction of an amount where the problem asks for several parts.", ["fraction"], [
    at(0, ex("A pizza has 12 slices. Ann eats 3/4 of the pizza. How many slices does she eat?", ["Ann eats 3/4 of 12 slices: 12 ÷ 4 = 3 slices."], "9", ["12 * 3 / 4 = 9"])),
    at(0, ex("A class has 30 students. 2/3 of the class are girls. How many girls are there?", ["2/3 of 30 students: 30 ÷ 3 = 10 girls."], "20", ["30 * 2 / 3 = 20"])),
  ]),
  quantity("ref.coincident-route", "A true calculation reaches a value the correct route does not, by combining the problem's numbers in a way that only coincides with it.", ["wrong-operation", "wrong-quantity"], [
    at(1, ex("A baker has 128 cookies. He puts 16 cookies in each box and shares the cookies equally among 4 shops. How many boxes does each shop get?", ["128 ÷ 16 = 8 boxes.", "8 × 4 = 32 boxes for each shop."], "2", ["128 / 4 = 32", "32 / 16 = 2"])),
    at(1, ex("A gardener has 250 seeds. She plants 25 seeds in each row and splits the seeds evenly among 5 gardens. How many rows does each garden get?", ["250 ÷ 25 = 10 rows.", "10 × 5 = 50 rows in each garden."], "2", ["250 / 5 = 50", "50 / 25 = 2"])),
  ]),
  quantity("ref.relation-as-amount", "A relation in the problem (\"2 less\", \"half of\") is taken as the amount itself, or a fraction is taken of the wrong amount.", ["wrong-quantity"], [
    at(0, ex("A baker made 30 pies over three days. He made 10 pies on Monday and 3 pies fewer on Tuesday than on Monday. How many pies did he make on Wednesday?", ["30 - 10 - 3 = 17 pies on Wednesday."], "13", ["10 - 3 = 7", "30 - 10 - 7 = 13"])),
    at(0, ex("Lily has 8 stickers. Max has 5 more stickers than Lily, and Sue has 6 stickers. How many stickers do they have together?", ["8 + 5 + 6 = 19 stickers."], "27", ["8 + 5 = 13", "8 + 13 + 6 = 27"])),
    at(0, ex("Sara had $600. She spent $240 on rent and half of what was left on food. How much did she spend on food?", ["She spent 600 × 0.5 = 300 dollars on food."], "180", ["600 - 240 = 360", "360 * 0.5 = 180"])),
  ]),
  quantity("ref.other-operation-on-path", "The step combines the right two numbers with the wrong operation: another operation on them gives the quantity the solution needs.", ["wrong-operation"], [
    at(0, ex(APPLES, ["The bags hold 3 + 4 = 7 apples.", "Now he has 5 + 7 = 12 apples."], "17", APPLES_REF)),
    at(0, ex("A shirt costs $25 and a hat costs $5 less than the shirt. How much does the hat cost?", ["25 + 5 = 30 dollars."], "20", ["25 - 5 = 20"])),
    at(0, ex("There are 40 students and 8 fit in each van. How many vans are needed?", ["40 - 8 = 32 vans."], "5", ["40 / 8 = 5"])),
  ]),
  quantity("ref.regrouped-to-reference", "The step groups the right numbers in the wrong order: grouped the other way they give the needed quantity.", ["order-of-operations"], [
    at(0, ex("Sam reads (5 + 10) pages a day for 7 days. How many pages does he read?", ["5 + 10 × 7 = 75 pages."], "105", ["5 + 10 = 15", "15 * 7 = 105"])),
    at(0, ex("Mia picks (3 + 5) apples a day for 4 days. How many apples does she pick?", ["3 + 5 × 4 = 23 apples."], "32", ["3 + 5 = 8", "8 * 4 = 32"])),
  ]),
  quantity("ref.recombined-operands", "The step combines the numbers the correct solution combines, but another way.", ["wrong-operation"], [
    at(0, ex("Ann has 4 red pens, 5 blue pens and 6 green pens. How many pens does she have?", ["4 × 5 + 6 = 26 pens."], "15", ["4 + 5 + 6 = 15"])),
    at(0, ex("A ticket costs $12. Tom buys 3 tickets and pays a $5 booking fee. How much does he pay?", ["12 + 3 + 5 = 20 dollars."], "41", ["3 * 12 + 5 = 41"])),
  ]),
  quantity("ref.recomputed-given", "The step works out a number the problem already gives, from other numbers, where the solution needs something else.", ["wrong-quantity", "wrong-operation"], [
    at(0, ex("Each of 4 friends pays $5 for a pizza. The pizza costs $20. How much change do they get from $30?", ["20 ÷ 4 = 5 dollars each.", "30 - 5 = 25 dollars."], "10", ["30 - 20 = 10"])),
    at(0, ex("Lena buys 4 pens, 8 pencils, 14 erasers and 2 rulers. How many items does she buy?", ["8 + 14 + 2 = 24 items."], "28", ["4 + 8 + 14 + 2 = 28"])),
  ]),
  quantity("ref.unexplained-computation", "A true calculation gives a quantity that neither the problem nor a correct solution has.", ["wrong-quantity", "wrong-operation"], [
    at(0, ex("Mia reads 20 pages a day for 6 days and then 15 pages on the last day. How many pages does she read?", ["20 × 7 = 140 pages.", "140 + 15 = 155 pages."], "135", ["20 * 6 = 120", "120 + 15 = 135"])),
    at(0, ex("A farmer has 48 cows and sells 12 of them. How many cows are left?", ["46 - 12 = 34 cows are left."], "36", ["48 - 12 = 36"])),
  ]),
  quantity("ref.percent-of-nothing", "A percent is given a value that is that percent of no amount in the problem or the solution.", ["wrong-quantity", "arithmetic"], [
    at(0, ex("A shirt costs $120 and is 35% off. How much is the discount?", ["35% = 36 + 12 = 48", "The discount is $48."], "42", ["120 * 0.35 = 42"])),
    at(0, ex("A bike costs $200 and is 15% off. How much is the discount?", ["15% = 20 + 20 = 40", "The discount is $40."], "30", ["200 * 0.15 = 30"])),
  ]),
  quantity("ref.misread-given", "The step states a number close to, but not equal to, one the problem gives (46 for 48).", ["wrong-quantity"], [
    at(1, ex(APPLES, ["The bags hold 3 × 4 = 12 apples.", "He had 6 apples at first.", "6 + 12 = 18 apples."], "17", APPLES_REF)),
    at(0, ex("A farmer has 48 cows and sells 12 of them. How many cows are left?", ["He has 46 cows.", "46 - 12 = 34 cows are left."], "36", ["48 - 12 = 36"])),
  ]),
  quantity("ref.unexplained-number", "The step states a number that neither the problem nor a correct solution has.", ["wrong-quantity", "wrong-operation"], [
    at(0, ex(APPLES, ["The bags hold 15 apples.", "Now he has 5 + 15 = 20 apples."], "17", APPLES_REF)),
    at(1, ex("A shop sells 6 boxes of pens with 10 pens in each box. It then sells 8 more pens. How many pens did it sell?", ["The boxes hold 6 × 10 = 60 pens.", "Then it sold 18 more pens.", "60 + 18 = 78 pens."], "68", ["6 * 10 = 60", "60 + 8 = 68"])),
  ]),
  quantity("ref.restated-operand", "A sentence gives a value the solution worked out to the quantity the correct solution works out from it.", ["wrong-quantity"], [
    at(1, ex("Faye had $20. Her mother gave her twice as much. She spent $15. How much is left?", ["Her mother gave her 20 × 2 = $40.", "So now Faye has $40 to spend.", "40 - 15 = 25 dollars."], "45", ["20 * 2 = 40", "Faye has 20 + 40 = 60 dollars to spend", "60 - 15 = 45"])),
    at(1, ex("Leo had $30. His aunt gave him three times as much. He spent $25. How much is left?", ["His aunt gave him 30 × 3 = $90.", "So now Leo has $90 to spend.", "90 - 25 = 65 dollars."], "95", ["30 * 3 = 90", "Leo has 30 + 90 = 120 dollars to spend", "120 - 25 = 95"])),
  ]),
  quantity("ref.swapped-givens", "A sentence swaps two of the problem's numbers.", ["wrong-quantity"], [
    at(0, ex("Sam buys 4 apples and 3 bananas. Each apple costs $2 and each banana costs $1. How much does he pay?", ["Sam buys 3 apples and 4 bananas.", "3 × 2 + 4 × 1 = 10 dollars."], "11", ["4 * 2 = 8", "3 * 1 = 3", "8 + 3 = 11"])),
    at(0, ex("Ed slept 6 hours last night and 4 hours this afternoon. Each hour of sleep earns 2 points. How many points from last night?", ["Ed slept 4 hours last night and 6 hours this afternoon.", "4 × 2 = 8 points."], "12", ["6 * 2 = 12"])),
  ]),
  quantity("ref.rate-as-total", "A sentence gives a rate (per item, per day) as the total.", ["wrong-quantity"], [
    at(0, ex("Tom buys 8 drawer pulls at $4 each and pays with a $50 bill. How much change does he get?", ["The 8 drawer pulls cost $4.", "50 - 4 = 46 dollars."], "18", ["8 * 4 = 32", "50 - 32 = 18"])),
    at(0, ex("Ann buys 6 notebooks at $3 each and pays with a $20 bill. How much change does she get?", ["The 6 notebooks cost $3.", "20 - 3 = 17 dollars."], "2", ["6 * 3 = 18", "20 - 18 = 2"])),
  ]),
  quantity("ref.misattributed-given", "A sentence gives one of the problem's numbers to the wrong thing.", ["wrong-quantity"], [
    at(0, ex("Max has 7 red cars and 3 blue cars. He gives away 2 red cars. How many red cars does he have?", ["Max has 3 red cars.", "3 - 2 = 1 red car."], "5", ["7 - 2 = 5"])),
    at(0, ex("Nina has 9 green apples and 4 red apples. She eats 3 green apples. How many green apples does she have?", ["Nina has 4 green apples.", "4 - 3 = 1 green apple."], "6", ["9 - 3 = 6"])),
  ]),
  quantity("ref.given-as-total", "A sentence gives one item's number as the total of all of them.", ["wrong-quantity"], [
    at(0, ex("Each of 5 friends buys a ticket for $8. How much do they pay in total?", ["They pay $8 in total.", "So the answer is 8."], "40", ["5 * 8 = 40"])),
    at(0, ex("Mia earns $12 per hour and works 5 hours. She spends $20. How much is left?", ["Mia earns $12 in all.", "12 - 20 = -8 dollars."], "40", ["12 * 5 = 60", "60 - 20 = 40"])),
  ]),
  quantity("ref.contradicted-statement", "A sentence says what a line of the correct solution says, with another value.", ["wrong-quantity"], [
    at(0, ex("Lionel has 10 cups of flour and needs 2 cups per cheesecake. He sells each cheesecake for $3. How much money does he make?", ["So, the maximum number of cheesecakes he can make is 7.", "7 × 3 = 21 dollars."], "15", ["10 / 2 = 5", "the maximum number of cheesecakes Lionel can make is 5", "5 * 3 = 15"])),
    at(0, ex("Mia has 24 stickers and puts 4 stickers on each page. Each page takes 2 minutes to decorate. How many minutes does she spend?", ["So, the number of pages Mia can fill is 7.", "7 × 2 = 14 minutes."], "12", ["24 / 4 = 6", "the number of pages Mia can fill is 6", "6 * 2 = 12"])),
    at(0, ex("A van holds 9 people. 45 people go on a trip and each van costs $20. How much do the vans cost?", ["So, the number of vans they need is 4.", "4 × 20 = 80 dollars."], "100", ["45 / 9 = 5", "the number of vans they need is 5", "5 * 20 = 100"])),
  ]),
  quantity("ref.forgotten-given", "A number the problem gives, and the solution needs, is never used: it was forgotten where its partners were first combined.", ["wrong-quantity"], [
    at(1, ex("A farm has 40 hens and 4 times as many chicks. A fox takes 9 of the hens. How many more chicks than hens are on the farm now?", ["Chicks: 4 × 40 = 160", "Hens on the farm: 40", "160 - 40 = 120 more chicks."], "129", ["4 * 40 = 160", "40 - 9 = 31", "160 - 31 = 129"])),
    at(1, ex("A library has 120 books and 3 times as many magazines. 15 of the books are lent out. How many more magazines than books are in the library now?", ["Magazines: 3 × 120 = 360", "Books in the library: 120", "360 - 120 = 240 more magazines."], "255", ["3 * 120 = 360", "120 - 15 = 105", "360 - 105 = 255"])),
  ]),
  quantity("ref.part-as-whole", "A part is taken for the whole where the solution last states it.", ["wrong-quantity"], [
    at(1, ex("A bike costs $80. A scooter costs 25% less than the bike. How much do 2 scooters cost?", ["25% of 80 = 20", "So a scooter costs $20.", "2 scooters cost 2 × 20 = $40."], "120", ["The discount is 80 * 0.25 = 20", "A scooter costs 80 - 20 = 60", "2 scooters cost 2 * 60 = 120"])),
    at(1, ex("A hat costs $20. A coat costs 50% more than the hat. How much do 4 coats cost?", ["50% of 20 = 10", "So a coat costs $10.", "4 coats cost 4 × 10 = $40."], "120", ["The extra is 20 * 0.5 = 10", "A coat costs 20 + 10 = 30", "4 coats cost 4 * 30 = 120"])),
  ]),
  quantity("ref.partial-sum", "A sum leaves out one of the numbers the correct solution adds.", ["wrong-quantity"], [
    at(0, ex("Jo has 4 red, 8 blue, 16 green and 32 yellow beads. She gives away 20 beads. How many beads does she have left?", ["8 + 16 + 32 = 56 beads.", "56 - 20 = 36 beads left."], "40", ["4 + 8 + 16 + 32 = 60", "60 - 20 = 40"])),
    at(0, ex("A shop sold 5 hats, 10 scarves, 15 gloves and 20 socks. Then 12 items were returned. How many items stayed sold?", ["10 + 15 + 20 = 45 items.", "45 - 12 = 33 items."], "38", ["5 + 10 + 15 + 20 = 50", "50 - 12 = 38"])),
  ]),
  quantity("ref.wrong-partner", "The step does the correct solution's calculation with another number in place of one of its operands.", ["wrong-quantity", "wrong-operation"], [
    at(0, ex("A baker made 75 trays with 52 cookies each and sold all but 16 trays. Each cookie costs $2. How much are the unsold cookies worth?", ["52 × 75 = 3900 cookies.", "3900 × 2 = 7800 dollars."], "1664", ["16 * 52 = 832", "832 * 2 = 1664"])),
    at(0, ex("A farmer packed 40 boxes with 12 eggs each and sold all but 10 boxes. Each egg is worth $3. How much are the unsold eggs worth?", ["12 × 40 = 480 eggs.", "480 × 3 = 1440 dollars."], "360", ["10 * 12 = 120", "120 * 3 = 360"])),
  ]),
  quantity("ref.answer-stated-wrong", "The final answer does not match, and no earlier step could be blamed.", ["final-answer", "wrong-quantity", "wrong-operation"], [
    at(1, ex("Tom has 5 apples and gets 3 more. How many apples does he have?", ["5 + 3 = 8", "He has 9 apples."], "8")),
    at(1, ex("A box has 6 rows of 4 eggs. How many eggs are in the box?", ["6 × 4 = 24", "There are 25 eggs."], "24")),
  ]),
  {
    id: "ref.odd-quantity",
    stage: "detect",
    errorTypes: [],
    description: "The answer is right, but the step works out a quantity the correct solution does not use: worth a look.",
    fires: [
      at(1, ex(APPLES, ["The bags hold 3 × 4 = 12 apples.", "He has 12 - 5 = 7 more in bags than before.", "Now he has 5 + 12 = 17 apples."], "17", APPLES_REF)),
      at(1, ex("A shop sells 6 boxes of pens with 10 pens in each box. It then sells 8 more pens. How many pens did it sell?", ["6 × 10 = 60 pens in the boxes.", "60 - 8 = 52 more in boxes.", "60 + 8 = 68 pens."], "68", ["6 * 10 = 60", "60 + 8 = 68"])),
    ],
    silent: CORRECT_SOLUTIONS,
  },
  quantity("ref.unknown-equation-fails", "An equation in the problem's unknown does not hold at the expected answer: it does not describe the problem or does not follow.", ["not-equivalent", "wrong-operation", "wrong-quantity"], [
    at(0, ex("Ann has x apples. She buys 5 more and then has 12. What is the value of unknown variable x?", ["x - 5 = 12", "x = 17"], "7", ["12 - 5 = 7"])),
    at(0, ex("A number x is tripled and then 4 is added, giving 19. What is the value of unknown variable x?", ["3x - 4 = 19", "3x = 23", "x = 23/3"], "5", ["19 - 4 = 15", "15 / 3 = 5"])),
  ]),
  quantity("ref.unknown-expression-unexplained", "An expression in the problem's unknown is not built from the problem's quantities the way the correct solution's is.", ["wrong-quantity"], [
    at(0, ex("Tom has x marbles. Ann has 3 more than twice Tom's. Together they have 27. What is the value of unknown variable x?", ["Ann has 2(x + 3) marbles.", "x + 2(x + 3) = 27", "3x + 6 = 27", "x = 7"], "8", ["x + 2x + 3 = 27", "3x = 24", "x = 8"])),
    at(0, ex("Lee has x stickers. Kim has 2 more than three times as many as Lee. Together they have 30. What is the value of unknown variable x?", ["Kim has 3(x + 2) stickers.", "x + 3(x + 2) = 30", "4x + 6 = 30", "x = 6"], "7", ["x + 3x + 2 = 30", "4x = 28", "x = 7"])),
  ]),
  quantity("ref.miscombined-operands", "A true calculation of exactly the correct solution's two numbers with another operation.", ["wrong-operation"], [
    at(0, ex("A shirt costs $50 before a 10% tax of $5 is added. What is the price p with tax?", ["p = 50 - 5", "p = 45"], "p = 55", ["p = 50 + 5", "p = 55"])),
    at(0, ex("A rope of 36 m is cut into pieces of 4 m. How many pieces k are there?", ["k = 36 × 4", "k = 144"], "k = 9", ["k = 36 / 4", "k = 9"])),
  ]),
  quantity("ref.moved-term-sign", "In an equation, a number is added where it should be taken away: a term moved across without changing its sign.", ["sign"], [
    at(0, ex("Solve for x: x + 6 = -2", ["x = -2 + 6", "x = 4"], "x = -8", ["x = -2 - 6", "x = -8"])),
    at(0, ex("Solve for y: y + 5 = -3", ["y = -3 + 5", "y = 2"], "y = -8", ["y = -3 - 5", "y = -8"])),
  ]),
  quantity("ref.algebra-false-calculation", "A calculation in a line of the equation's solution is false.", ["arithmetic"], [
    at(2, ex("Solve for x: 2x + 3 = 13", ["2x = 10", "x = 5", "Check: 2 × 5 + 3 = 14"], "x = 5")),
    at(2, ex("Solve for y: 3y - 2 = 10", ["3y = 12", "y = 4", "Check: 3 × 4 - 2 = 11"], "y = 4")),
  ]),
  quantity("ref.algebra-loses-roots", "An equation line no longer has the expected solutions.", ["not-equivalent", "sign"], [
    at(1, ex("Solve x^2 - 5x + 6 = 0", ["(x - 2)(x - 3) = 0", "x = 2 or x = 4"], "x = 2 or x = 3")),
    at(1, ex("Solve for x: x + 2 = 5", ["x = 5 - 2", "x = 4"], "x = 3")),
  ]),
  quantity("ref.algebra-final-roots", "The final solutions are not all the solutions, or not only those.", ["final-answer"], [
    at(0, ex("Solve x^2 = 9", ["x = 3"], "x = 3 or x = -3")),
    at(0, ex("Solve x^2 = 16", ["x = 4"], "x = 4 or x = -4")),
  ]),
  quantity("ref.algebra-sides-differ", "The two sides of a line of the expression's working are not equal.", ["not-equivalent", "arithmetic", "distribution", "sign", "fraction"], [
    at(0, ex("Evaluate 6 + 4 × 2", ["6 + 8 = 13"], "14")),
    at(0, ex("Evaluate 9 + 3 × 5", ["9 + 15 = 25"], "24")),
  ]),
  quantity("ref.algebra-order", "The working takes a part of the expression that should not be worked out first.", ["order-of-operations"], [
    at(0, ex("Evaluate 2 + 3 × 4", ["2 + 3 = 5 × 4 = 20"], "14")),
    at(0, ex("Evaluate 6 + 2 × 5", ["6 + 2 = 8", "8 × 5 = 40"], "16")),
  ]),
  quantity("ref.algebra-value-changed", "A line of the working is not equal to the expression before it.", ["not-equivalent", "arithmetic", "fraction", "sign", "distribution"], [
    at(0, ex("Simplify 3(x + 2) - x", ["3x + 2 - x", "= 2x + 2"], "2x + 6")),
    at(0, ex("Evaluate 2 + 3 × 4", ["5 × 4", "= 20"], "14")),
  ]),
  quantity("ref.algebra-final-value", "The working ends with a value that does not match the expected answer.", ["final-answer"], [
    at(2, ex("Evaluate 7 + 3 × 2", ["3 × 2 = 6", "7 + 6 = 13", "So the total is 12"], "13")),
    at(2, ex("Evaluate 3 + 4 × 2", ["4 × 2 = 8", "3 + 8 = 11", "The answer is 12"], "11")),
  ]),
];

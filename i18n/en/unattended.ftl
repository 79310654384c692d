### A quickplay-finish claim with no arbiter present in the venue (2009 App. D, 2018/2023
### Guidelines III.6): what happens, and the engine's reasoning.
### Variables: $side, $opponent (sides: "White"/"Black").

event-unattended-claim-cannot-win = With no arbiter in the venue, { $side } claims a draw because the opponent cannot win by normal means.
event-unattended-claim-no-effort = With no arbiter in the venue, { $side } claims a draw because the opponent is making no effort to win by normal means.

step-unattended-claim-ends-game = With no arbiter present, { $side } may claim a draw with under two minutes left and before his flag falls; the claim ends the game.
step-unattended-record-cannot-win = { $side } must write down the final position, and { $opponent } must verify it.
step-unattended-record-no-effort = { $side } must write down the final position and hand in an up-to-date scoresheet; { $opponent } must verify both.
step-unattended-no-position = { $side } did not write down the final position: the arbiter has no position on which to judge the claim, and cannot uphold it.
step-unattended-no-scoresheet = { $side } handed in no up-to-date scoresheet: without the moves a lack of effort to win cannot be judged, so the arbiter cannot uphold the claim on that basis.
step-unattended-not-verified = { $opponent } did not verify what { $side } wrote down. That does not void the claim: the arbiter establishes the facts as best he can.
step-unattended-referred = The claim is referred to the arbiter, who decides the result when it reaches him.
step-unattended-arbiter-draws = The arbiter agrees with { $side }’s claim and declares the game drawn.
step-unattended-arbiter-rejects = The arbiter does not uphold { $side }’s claim. The claim has ended the game, and the Laws leave the result to the arbiter.
step-unattended-flag-down = { $side }’s flag has already fallen, and the claim had to be made before it fell.
step-unattended-not-under-threshold = { $side } still has { $time } on the clock, and the claim needs less than two minutes.

# The names of the vocabularies, for messages about a word of them.
what-claim-basis = basis of a claim with no arbiter present
what-later-decision = arbiter’s later decision

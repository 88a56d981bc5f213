package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The loopy board in a real browser: from a draw the perfect player keeps the token on drawn vertices and the board says
 * the game is drawn, and that a position came round again; from a lost position the reader loses. The computer's moves
 * are the JVM's.
 */
class LoopyBoardIT {
    private static String status(Chromium chromium, WebElement board, String containing) {
        WebElement status = board.findElement(By.cssSelector(".status"));
        chromium.await("the board's status to say \"" + containing + "\"", () -> status.getAttribute("textContent")
                .contains(containing));
        return status.getAttribute("textContent");
    }

    private static void move(Chromium chromium, WebElement board, String result) {
        chromium.await("the reader's move " + result, () -> !board.findElements(By.cssSelector("button[data-result='"
                + result + "']:not([disabled])")).isEmpty());
        board.findElement(By.cssSelector("button[data-result='" + result + "']")).click();
    }

    @Test
    void theComputerKeepsADrawDrawnAndWinsAWonGame(@TempDir Path temp) throws IOException, NotationException {
        Path out = FacadeAgreementIT.built(temp, "loopy");
        String graph = "1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6";
        try (Chromium chromium = new Chromium()) {
            chromium.open(out.resolve("01-loopy.html").toUri().toString());
            chromium.await("the boards to start", () -> (Long) chromium.script(
                    "return document.querySelectorAll('[data-widget=loopy][data-ready=true]').length") == 2);
            List<WebElement> boards = chromium.driver.findElements(By.cssSelector("[data-widget=loopy]"));
            WebElement draw = boards.get(0);
            assertTrue(status(chromium, draw, "Your move").contains("a draw: neither player can force a win"));
            // The reader keeps to drawn vertices too, 2 → 3 → …; the computer answers as the JVM's perfect player does.
            String mine = "loopy " + graph + "@3";
            move(chromium, draw, mine);
            String reply = Loopy.parse(mine).reply().toString();
            assertEquals("D", Loopy.parse(reply).outcome());
            String to = reply.substring(reply.lastIndexOf('@') + 1);
            chromium.await("the computer's reply in the log", () -> draw.findElement(By.cssSelector(".game-log"))
                    .getText().contains("Computer: graph 1, 3 \u2192 " + to));
            String back = Loopy.parse(reply).options().stream().map(Loopy::toString)
                    .filter(option -> option.endsWith("@3")).findFirst().orElseThrow();
            status(chromium, draw, "Your move");
            move(chromium, draw, back);
            chromium.await("the computer's second reply", () -> draw.findElement(By.cssSelector(".game-log"))
                    .findElements(By.tagName("li")).size() == 4);
            assertTrue(status(chromium, draw, "come round again").contains("the game goes on for ever"));

            WebElement lost = boards.get(1);
            status(chromium, lost, "lost for the player to move");
            move(chromium, lost, "loopy 0>1,1>2,2>0,2>3@2");
            assertTrue(status(chromium, lost, "You cannot move").contains("the computer wins"));
            assertEquals(List.of(), chromium.consoleErrors());
            assertEquals(List.of(), chromium.foreignRequests());
        }
    }
}

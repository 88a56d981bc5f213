package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher, ./nimbook, in a copy of the project's layout with stand-ins for Maven (which makes the jar) and Java
 * (which runs nothing): what it says on standard error when it builds its jar.
 */
class LauncherTest {
    @Test
    void theLauncherSaysWhyItBuildsItsJar(@TempDir Path temp) throws IOException, InterruptedException {
        Path project = Files.createDirectories(temp.resolve("project"));
        Files.copy(Path.of("nimbook"), project.resolve("nimbook"));
        Files.writeString(project.resolve("pom.xml"), "<project/>");
        Files.writeString(Files.createDirectories(project.resolve("src/main")).resolve("Source.java"), "class Source {}");
        Path bin = Files.createDirectories(temp.resolve("bin"));
        Files.writeString(bin.resolve("mvn"), "#!/bin/sh\nmkdir -p target && touch target/nimbook.jar\n");
        Files.writeString(bin.resolve("java"), "#!/bin/sh\nexit 0\n");
        for (String tool : List.of("mvn", "java")) {
            bin.resolve(tool).toFile().setExecutable(true);
        }
        assertEquals("building nimbook (first run, about a minute)…\n", launch(project, bin));
        assertEquals("", launch(project, bin));
        Files.setLastModifiedTime(project.resolve("target/nimbook.jar"), FileTime.fromMillis(0));
        assertEquals("sources changed, rebuilding…\n", launch(project, bin));
        assertEquals("", launch(project, bin));
    }

    /** Runs the launcher with the stand-ins first on the PATH; its standard error, once it exited with 0. */
    private static String launch(Path project, Path bin) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", project.resolve("nimbook").toString(), "--version")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        Process process = builder.start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), err);
        return err;
    }
}

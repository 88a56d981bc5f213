package nimbook.render;

import freemarker.template.ObjectWrapper;
import freemarker.template.SimpleHash;
import freemarker.template.SimpleSequence;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import nimbook.text.Spelling;

/**
 * A page's model converted into FreeMarker's own values once ({@link Templates#freeze}), read without reflection. One
 * per set of templates, which keeps each record class's components.
 */
final class Frozen {
    private final ObjectWrapper wrapper;
    /**
     * Each record class's components, looked up once: {@code getRecordComponents} builds them anew at every call, and
     * a build freezes thousands of records.
     */
    private final Map<Class<?>, List<Component>> components = new ConcurrentHashMap<>();

    Frozen(ObjectWrapper wrapper) {
        this.wrapper = wrapper;
    }

    /**
     * A record's components. A name it lacks is an error, not a missing value: FreeMarker would give a macro the
     * parameter's default for it ({@code description=lesson.summry}), and the misspelling would pass unseen.
     */
    private static final class RecordHash extends SimpleHash {
        private final List<Component> components;

        RecordHash(ObjectWrapper wrapper, List<Component> components) {
            super(wrapper);
            this.components = components;
        }

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            TemplateModel value = super.get(key);
            if (value == null && !containsKey(key)) {
                List<String> names = components.stream().map(Component::name).toList();
                throw new TemplateModelException("there is no \"" + key + "\" here" + Spelling.suggest(key,
                        names) + ": it has " + String.join(", ", names.stream().sorted().toList()) + " (see"
                        + " docs/templates.md)");
            }
            return value;
        }
    }

    /** A record component: its name and accessor. */
    private record Component(String name, Method accessor) {
    }

    private static List<Component> componentsOf(Class<?> type) {
        List<Component> components = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            Method accessor = component.getAccessor();
            accessor.setAccessible(true);
            components.add(new Component(component.getName(), accessor));
        }
        return List.copyOf(components);
    }

    /** The value as FreeMarker's: records as hashes of their components, lists as sequences, maps as hashes. */
    Object of(Object value) throws ReflectiveOperationException {
        if (value instanceof TemplateModel) {
            return value;
        }
        if (value instanceof Enum<?> constant) {
            return constant.name();
        }
        if (value instanceof Map<?, ?> map) {
            SimpleHash hash = new SimpleHash(wrapper);
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                hash.put(String.valueOf(entry.getKey()), of(entry.getValue()));
            }
            return hash;
        }
        if (value instanceof Record record) {
            List<Component> declared = components.computeIfAbsent(record.getClass(), Frozen::componentsOf);
            SimpleHash hash = new RecordHash(wrapper, declared);
            for (Component component : declared) {
                hash.put(component.name(), of(component.accessor().invoke(record)));
            }
            return hash;
        }
        if (value instanceof List<?> list) {
            SimpleSequence sequence = new SimpleSequence(list.size(), wrapper);
            for (Object element : list) {
                sequence.add(of(element));
            }
            return sequence;
        }
        return value;
    }
}

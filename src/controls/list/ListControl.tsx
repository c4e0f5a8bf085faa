import type { ControlProps } from '../../registry/types';
import { useListControl } from './useListControl';

/**
 * LIST in the default look: the markup of {@link useListControl}, which holds the whole
 * behaviour (the WAI-ARIA 1.2 combobox, search, sections, suggestions, preloaded `data`,
 * `multiSelect` chips, retry and status), drawn with the classes of `styles.css`.
 *
 * @example
 * <ListControl {...controlProps} />
 */
export function ListControl(props: ControlProps) {
  const list = useListControl(props);
  const toggle = list.toggleButtonProps;
  const status = list.status;
  return (
    <div className="ef-combobox">
      {list.multiple && list.selected.length > 0 ? (
        <ul className="ef-chips" {...list.chipListProps}>
          {list.selected.map(({ id, label }) => {
            const remove = list.getChipRemoveProps(id);
            return (
              <li key={id} className="ef-chip" {...list.getChipProps(id)}>
                <span>{label}</span>
                {remove ? (
                  <button className="ef-icon-button" {...remove}>
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="ef-combobox-input">
        <input className="ef-input" {...list.inputProps} />
        {toggle ? (
          <button className="ef-combobox-button" {...toggle}>
            <span aria-hidden="true">▾</span>
          </button>
        ) : null}
      </div>
      <div className="ef-listbox" {...list.listboxProps}>
        {list.open
          ? list.groups.map((group) => (
              <div key={group.key} {...list.getGroupProps(group)}>
                {group.label ? (
                  <div className="ef-list-section" {...list.getSectionProps(group)}>
                    {group.label}
                  </div>
                ) : null}
                {group.options.map((option, at) => {
                  const icon = list.optionIcon(option);
                  return (
                    <div
                      key={`${group.key}-${option.id}`}
                      className="ef-option"
                      {...list.getOptionProps(option, group.offset + at)}
                    >
                      {icon ? <img src={icon} alt="" width={16} height={16} /> : null}
                      <span>{option.name}</span>
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
      {status ? (
        <div className="ef-list-status" {...list.statusProps}>
          {status.kind === 'error' ? (
            <>
              {status.text} {status.detail}{' '}
              <button className="ef-button" data-variant="secondary" {...status.retryProps}>
                {status.retryText}
              </button>
            </>
          ) : status.kind === 'count' ? (
            <span className="ef-visually-hidden">{status.text}</span>
          ) : (
            status.text
          )}
        </div>
      ) : null}
    </div>
  );
}
